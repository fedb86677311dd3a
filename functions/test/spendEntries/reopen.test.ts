import { beforeEach, describe, expect, it } from 'vitest';
import { settlementMessages } from '../../src/domain/settlements/settlement.js';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { reopenSpend } from '../../src/callables/reopenSpend.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import type { Store } from '../../src/ports/store.js';
import { recordSettlement as recordSettle } from '../../src/services/settlements/recordSettlement.js';
import { checkSpendEntryIndexes } from '../../src/services/indexes/spendEntryCheck.js';
import { rebuildAllTotals } from '../../src/services/ledger/rebuildTotals.js';
import type { FakeCaller } from '../support/callRequest.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { approved, saved } from '../settlements/approvedSpends.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

const adminWhoSells = {
  uid: 'sales-1',
  email: 'asha.sales@example.com',
  roles: ['admin', 'sales'],
} satisfies FakeCaller;

const reopen = (
  entryId: string,
  reason = 'The bill is for another day',
  version = 1,
  caller: FakeCaller = admin,
) => invoke(reopenSpend, { requestId: newRequestId(), entryId, version, reason }, caller);

const settle = (entryIds: string[], amount: number) =>
  invoke<{ settlementId: string }>(
    recordSettlement,
    {
      requestId: newRequestId(),
      ownerUid: salesRep.uid,
      entryIds,
      direction: 'paid',
      amount,
      mode: 'upi',
      reference: 'UTR 1',
      date: orgDayOf(Date.now()),
    },
    admin,
  );

const balanceOf = () => invoke(personBalance, { uid: salesRep.uid }, admin);
const totals = async () => (await invoke(spendSummary, { side: 'sales' }, admin)).totals;

async function noDifferences(): Promise<void> {
  expect((await checkSpendEntryIndexes(store, false)).differences).toEqual([]);
  expect((await rebuildAllTotals(store, false)).flatMap((one) => one.differences)).toEqual([]);
}

describe('reopening an approved spend', () => {
  it('puts it back in the queue: records, totals and balance lose the approval; the history keeps both', async () => {
    const id = await approved(1000, 2240.5, 2000); // approved less: +1000 owed
    expect((await balanceOf()).balance.balancePaise).toBe(100_000);
    expect(await totals()).toMatchObject({ approved: 200_000, approvedCount: 1 });

    const { entry } = await reopen(id, '  The bill is for another day ');

    expect(entry).toMatchObject({
      state: 'waiting',
      approvedAmount: null,
      reason: null,
      decidedBy: null,
      decidedAt: null,
      version: 1,
    });
    expect(entry.history.map((event) => event.kind)).toEqual(['saved', 'approvedLess', 'reopened']);
    expect(entry.history.at(-1)).toMatchObject({
      kind: 'reopened',
      by: { uid: admin.uid },
      reason: 'The bill is for another day',
    });
    const [recordId] = entry.recordIds;
    expect(await store.get(`sales_spent/${recordId ?? ''}`)).toMatchObject({ state: 'waiting' });
    expect(await store.get(`sales_spent/${recordId ?? ''}/approvedSpent`)).toBeNull();
    expect(await totals()).toMatchObject({ approved: 0, approvedCount: 0, spent: 224_050 });
    expect((await balanceOf()).balance).toMatchObject({ entries: 0, balancePaise: 0 });
    expect((await invoke(reviewQueue, {}, admin)).rows.map((row) => row.id)).toEqual([id]);
    expect(await store.get(`settle_marks/${salesRep.uid}`)).toBeNull();
    await noDifferences();

    // Reviewed again as any waiting spend.
    await invoke(
      decideSpend,
      { requestId: newRequestId(), entryId: id, version: 1, decision: { kind: 'approve' } },
      admin,
    );
    expect((await balanceOf()).balance.balancePaise).toBe(124_050);
    await noDifferences();
  });

  it('needs a reason, an admin who is not its owner, and an approved, unsettled spend', async () => {
    const id = await approved(1000, 2240.5);
    expect((await failureOf(reopen(id, '   '))).code).toBe('invalid-argument');
    expect(await failureOf(reopen(id, 'x', 1, salesRep))).toMatchObject({ code: 'permission-denied' });
    const waiting = await saved(10, 10);
    expect(await failureOf(reopen(waiting))).toMatchObject({
      code: 'failed-precondition',
      message: 'Only an approved spend that is not settled yet can be reopened.',
    });
    await settle([id], 1240.5);
    expect((await failureOf(reopen(id))).message).toBe(
      'This spend is settled: reverse its settlement first.',
    );
    expect(await store.get(`spend_entries/${id}/state`)).toBe('settled');
    await noDifferences();
  });

  it('is refused on its owner’s own spend', async () => {
    const own = await approved(10, 20, undefined, adminWhoSells);
    expect(await failureOf(reopen(own, 'x', 1, adminWhoSells))).toMatchObject({
      code: 'permission-denied',
      message: 'You cannot review your own spend.',
    });
  });

  it('is refused on a version corrected since it was seen, naming the change', async () => {
    const id = await approved(100, 106.21);
    await reopen(id);
    await invoke(
      decideSpend,
      { requestId: newRequestId(), entryId: id, version: 1, decision: { kind: 'refuse', reason: 'No bill' } },
      admin,
    );
    await invoke(
      correctSpend,
      {
        side: 'sales',
        requestId: newRequestId(),
        entryId: id,
        visitType: 'Single Visit',
        colleges: ['VJTI Mumbai'],
        allocatedAmount: 100,
        spentAmount: 9000,
      },
      salesRep,
    );
    await invoke(
      decideSpend,
      { requestId: newRequestId(), entryId: id, version: 2, decision: { kind: 'approve' } },
      admin,
    );
    const stale = await failureOf(reopen(id));
    expect(stale.message).toMatch(/^Changed by Asha Sales at .*: now ₹9,000\.00$/);
    expect(await store.get(`spend_entries/${id}/state`)).toBe('approved');
    expect(await store.get(`settle_marks/${salesRep.uid}`)).toBeNull();
  });

  it('and a settlement of the same spend at once: exactly one lands, the figures exact (several rounds)', async () => {
    const outcomes = { reopened: 0, settled: 0 };
    // One starts later than the other by a few ms (negative: the settlement), so that they meet at
    // different steps of each other.
    const delays = [-20, -10, -5, -2, -1, 0, 1, 2, 5, 10];
    const after = <T>(ms: number, run: () => Promise<T>) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))).then(run);
    for (const delay of delays) {
      const id = await approved(1000, 2240.5);
      const [settlement, reopened] = await Promise.allSettled([
        after(-delay, () => settle([id], 1240.5)),
        after(delay, () => reopen(id)),
      ]);
      expect([settlement.status, reopened.status].filter((status) => status === 'fulfilled')).toHaveLength(1);
      const state = await store.get(`spend_entries/${id}/state`);
      const mine = await balanceOf();
      if (settlement.status === 'fulfilled') {
        outcomes.settled++;
        expect(state).toBe('settled');
        expect(await store.get(`settle_marks/${salesRep.uid}/${id}/settlementId`)).toBe(
          settlement.value.settlementId,
        );
      } else {
        outcomes.reopened++;
        expect(state).toBe('waiting');
        expect(await store.get(`settle_marks/${salesRep.uid}/${id}`)).toBeNull();
        expect(mine.settlements.filter((one) => one.entryIds.includes(id))).toEqual([]);
      }
      expect(mine.balance).toMatchObject({ entries: 0, balancePaise: 0 });
      expect(await store.get(`spend_entries/${id}/claim`)).toBeNull();
      await noDifferences();
    }
    expect(outcomes.reopened + outcomes.settled).toBe(delays.length);
  });

  it('lands before the settlement marks its entries: the settlement reads them again and is refused', async () => {
    const id = await approved(1000, 2240.5);
    let reopened = false;
    // The settlement reads the person's marks just before it marks: the reopen lands right then.
    const racing = Object.create(store) as Store;
    racing.get = async <T>(path: string): Promise<T | null> => {
      if (path === `settle_marks/${salesRep.uid}` && !reopened) {
        reopened = true;
        await reopen(id);
      }
      return store.get<T>(path);
    };
    const input = {
      requestId: newRequestId(),
      ownerUid: salesRep.uid,
      entryIds: [id],
      direction: 'paid' as const,
      amount: 1240.5,
      mode: 'upi' as const,
      reference: 'UTR 1',
      date: orgDayOf(Date.now()),
    };
    const refused = await failureOf(recordSettle(racing, { ...admin, roles: ['admin'] }, input));
    expect(reopened).toBe(true);
    expect(refused).toMatchObject({
      code: 'failed-precondition',
      message: settlementMessages.notApproved,
    });
    expect(await store.get(`spend_entries/${id}/state`)).toBe('waiting');
    expect(await store.get(`settle_marks/${salesRep.uid}`)).toBeNull();
    expect((await balanceOf()).settlements).toEqual([]);
    await noDifferences();
  });
});
