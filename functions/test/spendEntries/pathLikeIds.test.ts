import { beforeEach, describe, expect, it } from 'vitest';
import { approveSpends } from '../../src/callables/approveSpends.js';
import { attachBill } from '../../src/callables/attachBill.js';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { reopenSpend } from '../../src/callables/reopenSpend.js';
import { reverseSettlement } from '../../src/callables/reverseSettlement.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { spendEntry } from '../../src/callables/spendEntry.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import { withdrawSpend } from '../../src/callables/withdrawSpend.js';
import { transitionMessages } from '../../src/domain/spendEntries/entryMessages.js';
import { claimEntry } from '../../src/services/spendEntries/claimEntry.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import { saved } from '../settlements/approvedSpends.js';
import { useSpendStore } from '../spend/harness.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

async function savedEntryId(): Promise<string> {
  return saved(100, 90);
}

/** Odd ids of every shape the audit sent: inside an entry, up the tree, dots and nothing. */
const oddIds = (id: string) => [`${id}/history`, `${id}/amounts`, '..', '.', 'a/b', '../settlements', ''];

/** Calls and expects `invalid-argument` naming `field`, answered well under a second. */
/** A cash settlement of one rupee for `ownerUid`'s entry `entryId`. */
const settle = (ownerUid: string, entryId: string) =>
  invoke(
    recordSettlement,
    {
      requestId: newRequestId(),
      ownerUid,
      entryIds: [entryId],
      direction: 'paid',
      amount: 1,
      mode: 'cash',
      reference: '',
      date: '2026-01-01',
    },
    admin,
  );

async function refusedAtOnce(call: () => Promise<unknown>, field: string): Promise<void> {
  const started = performance.now();
  const failure = await failureOf(call());
  expect(performance.now() - started).toBeLessThan(1000);
  expect(failure.code).toBe('invalid-argument');
  expect(failure.message.startsWith(`${field}: `)).toBe(true);
  expect(failure.details?.fieldErrors?.map((error) => error.field)).toContain(field);
}

describe('an id that is not the kind of id it should be', () => {
  it('is refused at once, naming the field, by every callable taking an entry id; nothing changes', async () => {
    const id = await savedEntryId();
    const before = await store.get(`spend_entries/${id}`);
    for (const odd of oddIds(id)) {
      const calls: [string, () => Promise<unknown>][] = [
        ['entryId', () => invoke(withdrawSpend, { requestId: newRequestId(), entryId: odd }, salesRep)],
        [
          'entryId',
          () =>
            invoke(
              correctSpend,
              {
                side: 'sales',
                requestId: newRequestId(),
                entryId: odd,
                visitType: 'Single Visit',
                colleges: ['VJTI Mumbai'],
                allocatedAmount: 100,
                spentAmount: 80,
              },
              salesRep,
            ),
        ],
        [
          'entryId',
          () =>
            invoke(
              decideSpend,
              { requestId: newRequestId(), entryId: odd, version: 1, decision: { kind: 'approve' } },
              admin,
            ),
        ],
        [
          'entries.0.entryId',
          () =>
            invoke(
              approveSpends,
              { requestId: newRequestId(), entries: [{ entryId: odd, version: 1 }] },
              admin,
            ),
        ],
        [
          'entryId',
          () =>
            invoke(reopenSpend, { requestId: newRequestId(), entryId: odd, version: 1, reason: 'x' }, admin),
        ],
        ['entryId', () => invoke(spendEntry, { entryId: odd }, admin)],
        [
          'entryId',
          () => invoke(attachBill, { requestId: newRequestId(), entryId: odd, billId: id }, salesRep),
        ],
        [
          'billId',
          () => invoke(attachBill, { requestId: newRequestId(), entryId: id, billId: odd }, salesRep),
        ],
      ];
      for (const [field, call] of calls) await refusedAtOnce(call, field);
    }
    expect(await store.get(`spend_entries/${id}`)).toEqual(before);
  });

  it('is refused at once, naming the field, for uids and settlement ids', async () => {
    for (const odd of ['..', '.', 'a/b', '../settlements', '']) {
      await refusedAtOnce(() => invoke(personBalance, { uid: odd }, admin), 'uid');
      await refusedAtOnce(() => invoke(spendStatement, { uid: odd, month: '2026-01' }, admin), 'uid');
      await refusedAtOnce(() => invoke(reviewQueue, { staff: odd }, admin), 'staff');
      await refusedAtOnce(() => settle(odd, '-Nabcdefghijklmnopqr'), 'ownerUid');
      await refusedAtOnce(() => settle(salesRep.uid, odd), 'entryIds.0');
      await refusedAtOnce(
        () => invoke(reverseSettlement, { requestId: newRequestId(), settlementId: odd, reason: 'x' }, admin),
        'settlementId',
      );
    }
  });
});

describe('claimEntry', () => {
  it('does not spin on a path inside an entry: it answers not-found at once', async () => {
    const id = await savedEntryId();
    const started = performance.now();
    await expect(
      claimEntry(store, `${id}/history`, 'withdraw', { ...salesRep, roles: ['sales'] }),
    ).rejects.toThrow(transitionMessages.notFound);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
