import { advanceGiven } from '../settlements/approvedSpends.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { approveSpends } from '../../src/callables/approveSpends.js';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import { SPEND_CONFLICT_REASON } from '../../src/domain/api/spendEntryView.js';
import type { FakeCaller } from '../support/callRequest.js';
import {
  admin,
  failureOf,
  invoke,
  newRequestId,
  salesRep,
  otherSalesRep,
  placementRep,
} from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';

const { store, clear } = useSpendStore();
beforeEach(async () => {
  await clear();
  // Every rep holds a paid advance, so approvals of spends allocating money have a payment behind them.
  for (const rep of [salesRep, otherSalesRep, placementRep]) await advanceGiven(1_000_000, rep);
});

const secondAdmin = {
  uid: 'admin-2',
  email: 'meera.admin@example.com',
  roles: ['admin'],
} satisfies FakeCaller;
const thirdAdmin = { uid: 'admin-3', email: 'neha.admin@example.com', roles: ['admin'] } satisfies FakeCaller;

const changedTo9000 = /^Changed by Asha Sales at \d\d\/\d\d\/\d{4} \d\d:\d\d: now ₹9,000\.00$/;

async function save(spentAmount: number): Promise<string> {
  const { entryId } = await invoke(
    saveSalesSpend,
    {
      requestId: newRequestId(),
      visitType: 'Single Visit',
      colleges: ['VJTI Mumbai'],
      allocatedAmount: 10_000,
      spentAmount,
    },
    salesRep,
  );
  return entryId ?? '';
}

const decide = (entryId: string, version: number, decision: unknown, caller: FakeCaller) =>
  invoke(decideSpend, { requestId: newRequestId(), entryId, version, decision }, caller);

const correctTo = (entryId: string, spentAmount: number) =>
  invoke(
    correctSpend,
    {
      side: 'sales',
      requestId: newRequestId(),
      entryId,
      visitType: 'Single Visit',
      colleges: ['VJTI Mumbai'],
      allocatedAmount: 10_000,
      spentAmount,
    },
    salesRep,
  );

const approvedTotal = async () => (await invoke(spendSummary, { side: 'sales' }, admin)).totals.approved;

/** A ₹106.21 spend refused by another admin: what admin A still has on screen is version 1. */
async function refusedBehindTheirBack(): Promise<string> {
  const entryId = await save(106.21);
  await decide(entryId, 1, { kind: 'refuse', reason: 'No bill' }, secondAdmin);
  return entryId;
}

describe('a decision names the version it saw', () => {
  it('refuses an approval of a spend corrected since it was seen, naming who, when and the new amount', async () => {
    const entryId = await refusedBehindTheirBack();
    await correctTo(entryId, 9000);
    const before = await store.get(`spend_entries/${entryId}`);

    const stale = await failureOf(decide(entryId, 1, { kind: 'approve' }, admin));

    expect(stale.code).toBe('failed-precondition');
    expect(stale.message).toMatch(changedTo9000);
    const details = stale.details as { reason?: string; message?: string; entry?: { version: number } };
    expect(details).toMatchObject({ reason: SPEND_CONFLICT_REASON, entry: { state: 'waiting', version: 2 } });
    expect(details.message).toBe(stale.message);
    expect(await store.get(`spend_entries/${entryId}`)).toEqual(before);
    expect(await approvedTotal()).toBe(0);
    // The version it shows now is decided as usual.
    await decide(entryId, 2, { kind: 'approve' }, admin);
    expect(await approvedTotal()).toBe(900_000);
  });

  it('still names the decision someone else took first, before any change', async () => {
    const entryId = await refusedBehindTheirBack();
    const late = await failureOf(decide(entryId, 1, { kind: 'approve' }, admin));
    expect(late.message).toMatch(/^Already refused by Meera Admin/);
  });

  it('skips a changed spend in a bulk approval with the same message and approves the rest', async () => {
    const changed = await refusedBehindTheirBack();
    await correctTo(changed, 9000);
    const unchanged = await save(50);
    const result = await invoke(
      approveSpends,
      {
        requestId: newRequestId(),
        entries: [
          { entryId: changed, version: 1 },
          { entryId: unchanged, version: 1 },
        ],
      },
      admin,
    );
    expect(result.approved).toEqual([unchanged]);
    expect(result.skipped).toEqual([
      { entryId: changed, message: expect.stringMatching(changedTo9000) as unknown },
    ]);
    expect(await store.get(`spend_entries/${changed}/state`)).toBe('waiting');
    expect(await approvedTotal()).toBe(5000);
  });

  it('of a stale approval racing the correction, the approval never lands (several rounds)', async () => {
    for (let round = 0; round < 6; round++) {
      const entryId = await refusedBehindTheirBack();
      // Both orders of starting: the one started first usually claims the entry first.
      const approving = () => decide(entryId, 1, { kind: 'approve' }, admin);
      const correcting = () => correctTo(entryId, 9000);
      const [approval, correction] =
        round % 2 === 0
          ? await Promise.allSettled([approving(), correcting()])
          : await Promise.allSettled([correcting(), approving()]).then(([c, a]) => [a, c] as const);
      expect(approval.status).toBe('rejected');
      expect(correction.status).toBe('fulfilled');
      const message = ((approval as PromiseRejectedResult).reason as Error).message;
      expect(message).toMatch(/^(Already refused by Meera Admin|Changed by Asha Sales)/);
      expect(await store.get(`spend_entries/${entryId}`)).toMatchObject({ state: 'waiting', version: 2 });
      expect(await store.get(`spend_entries/${entryId}/claim`)).toBeNull();
    }
    expect(await approvedTotal()).toBe(0);
  });

  it('of a stale and a current approval at once, only the current one approves', async () => {
    for (let round = 0; round < 4; round++) {
      const entryId = await refusedBehindTheirBack();
      await correctTo(entryId, 9000);
      const [stale, current] = await Promise.allSettled([
        decide(entryId, 1, { kind: 'approve' }, admin),
        decide(entryId, 2, { kind: 'approve' }, thirdAdmin),
      ]);
      expect(current.status).toBe('fulfilled');
      expect(stale.status).toBe('rejected');
      expect(((stale as PromiseRejectedResult).reason as Error).message).toMatch(
        /^(Changed by Asha Sales|Already approved by Neha Admin)/,
      );
      expect(await store.get(`spend_entries/${entryId}/decidedBy/uid`)).toBe(thirdAdmin.uid);
    }
    expect(await approvedTotal()).toBe(4 * 900_000);
  });
});
