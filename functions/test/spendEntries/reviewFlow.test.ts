import { advanceGiven } from '../settlements/approvedSpends.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { approveSpends } from '../../src/callables/approveSpends.js';
import { attachBill } from '../../src/callables/attachBill.js';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { getSpendPolicy } from '../../src/callables/getSpendPolicy.js';
import { listFiles } from '../../src/callables/listFiles.js';
import { mySpends } from '../../src/callables/mySpends.js';
import { reviewQueue } from '../../src/callables/reviewQueue.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { spendRecords } from '../../src/callables/spendRecords.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import { withdrawSpend } from '../../src/callables/withdrawSpend.js';
import { SPEND_CONFLICT_REASON } from '../../src/domain/api/spendEntryView.js';
import type { FakeCaller } from '../support/callRequest.js';
import {
  admin,
  failureOf,
  invoke,
  newRequestId,
  otherSalesRep,
  salesRep,
  placementRep,
} from '../support/callables.js';
import { storeBill } from '../support/storedBill.js';
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
const adminWhoSells = {
  uid: 'sales-1',
  email: 'asha.sales@example.com',
  roles: ['admin', 'sales'],
} satisfies FakeCaller;

function entry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requestId: newRequestId(),
    visitType: 'Multiple Visit',
    colleges: ['VJTI Mumbai', 'COEP Pune'],
    allocatedAmount: 1000,
    spentAmount: 300.01,
    food: 100,
    ...overrides,
  };
}

const save = async (input = entry(), caller: FakeCaller = salesRep) => invoke(saveSalesSpend, input, caller);
const decide = (entryId: string, decision: unknown, caller: FakeCaller = admin, version = 1) =>
  invoke(decideSpend, { requestId: newRequestId(), entryId, version, decision }, caller);
const summary = () => invoke(spendSummary, { side: 'sales' }, admin);

describe('a Spent save', () => {
  it('writes the entry with its records, bills and place in the queue, in one update', async () => {
    await storeBill(store, 'bill1000000000000000', { uid: salesRep.uid });
    const saved = await save(entry({ billIds: ['bill1000000000000000'] }));
    expect(saved.entryId).toBeDefined();
    const entryId = saved.entryId ?? '';
    const stored = await store.get<Record<string, unknown>>(`spend_entries/${entryId}`);
    expect(stored).toMatchObject({
      side: 'sales',
      owner: { uid: salesRep.uid, email: salesRep.email },
      places: ['VJTI Mumbai', 'COEP Pune'],
      amounts: { allocatedAmount: 1000, spentAmount: 300.01, food: 100, fuel: 0, stay: 0, toll: 0 },
      recordIds: saved.ids,
      billIds: ['bill1000000000000000'],
      state: 'waiting',
      version: 1,
    });
    for (const id of saved.ids) {
      expect(await store.get(`sales_spent/${id}`)).toMatchObject({ entryId, state: 'waiting' });
    }
    expect(await store.get('bills/bill1000000000000000/entryId')).toBe(entryId);
    const queue = await invoke(reviewQueue, {}, admin);
    expect(queue.rows.map((row) => row.id)).toEqual([entryId]);
    expect(queue.rows[0]?.bills).toMatchObject([
      { id: 'bill1000000000000000', fileName: 'bill1000000000000000.jpg', exists: true },
    ]);
    expect(queue.waiting).toEqual({ sales: 1, placement: 0 });
    const files = await invoke(listFiles, { folder: 'bills' }, admin);
    expect(files.files).toEqual([]); // not in the file index: seeded directly; the record names the entry
  });

  it('refuses a bill of someone else, and one already on another spend', async () => {
    await storeBill(store, 'theirs00000000000000', { uid: otherSalesRep.uid });
    const foreign = await failureOf(save(entry({ billIds: ['theirs00000000000000'] })));
    expect(foreign.details?.fieldErrors).toEqual([
      { field: 'billIds.0', message: 'You can only attach bills you uploaded yourself.' },
    ]);
    await storeBill(store, 'mine0000000000000000', { uid: salesRep.uid });
    await save(entry({ billIds: ['mine0000000000000000'] }));
    const twice = await failureOf(save(entry({ billIds: ['mine0000000000000000'] })));
    expect(twice.details?.fieldErrors?.[0]?.message).toBe('This bill is already on another spend.');
  });

  it('refuses only what a limit blocks, with the field message, and flags what it warns of', async () => {
    await store.set('spend_policy', {
      sales: {
        food: { limit: { amount: 500, block: false } },
        spent: { bill: { amount: 300, block: true } },
      },
    });
    expect((await invoke(getSpendPolicy, {}, salesRep)).sales).toMatchObject({
      spent: {
        bill: {
          amount: 300,
          block: true,
        },
      },
    });
    const blocked = await failureOf(save());
    expect(blocked.code).toBe('invalid-argument');
    expect(blocked.details?.fieldErrors).toEqual([
      { field: 'spentAmount', message: 'A bill is needed from ₹300.00' },
    ]);
    expect(await store.get('spend_entries')).toBeNull();
    const warned = await save(entry({ spentAmount: 200, food: 600 }));
    expect(warned.flags).toEqual([
      { kind: 'overLimit', category: 'food', limit: 500, dayTotal: 600, spends: 1 },
    ]);
    const flagged = await invoke(reviewQueue, { flag: 'overLimit' }, admin);
    expect(flagged.rows.map((row) => row.id)).toEqual([warned.entryId]);
    expect((await invoke(reviewQueue, { flag: 'noBill' }, admin)).rows).toEqual([]);
  });

  it('flags the same day and amount, and the same bill content on another entry', async () => {
    const first = await save();
    await storeBill(store, 'b1000000000000000000', { uid: salesRep.uid, sha256: 'c'.repeat(64) });
    await storeBill(store, 'b2000000000000000000', { uid: salesRep.uid, sha256: 'c'.repeat(64) });
    const withBill = await save(entry({ spentAmount: 10, billIds: ['b1000000000000000000'] }));
    const second = await save(entry({ billIds: ['b2000000000000000000'] }));
    expect(second.flags).toEqual(
      expect.arrayContaining([
        { kind: 'sameBill', billId: 'b2000000000000000000', otherEntryId: withBill.entryId },
        { kind: 'sameDayAmount', otherEntryId: first.entryId },
      ]),
    );
  });
});

describe('decisions', () => {
  it('approves less, splitting the reduction over the places to the paisa; totals gain the approved figure', async () => {
    const { entryId = '', ids } = await save();
    const { entry: decided } = await decide(entryId, {
      kind: 'approveLess',
      amount: 250.01,
      reason: 'Toll without bill',
    });
    expect(decided).toMatchObject({
      state: 'approved',
      approvedAmount: 250.01,
      reason: 'Toll without bill',
      decidedBy: { uid: admin.uid, email: admin.email },
    });
    expect(decided.history.map((event) => event.kind)).toEqual(['saved', 'approvedLess']);
    // The records keep no copy of the money: each share is read from the entry.
    const copies = await Promise.all(ids.map((id) => store.get(`sales_spent/${id}/approvedSpent`)));
    expect(copies).toEqual([null, null]);
    const { totals } = await summary();
    expect(totals).toMatchObject({ spent: 30_001, approved: 25_001, approvedCount: 2, count: 2 });
    const rows = await invoke(spendRecords, { side: 'sales' }, admin);
    expect(rows.rows.map((row) => [row.staff, row.state, row.approved, row.entryId]).sort()).toEqual([
      ['Asha Sales', 'approved', 125, entryId],
      ['Asha Sales', 'approved', 125.01, entryId],
    ]);
    expect((await invoke(reviewQueue, {}, admin)).rows).toEqual([]);
  });

  it('refuses an approved amount that is not below the claimed one', async () => {
    const { entryId = '' } = await save();
    const failure = await failureOf(decide(entryId, { kind: 'approveLess', amount: 300.01, reason: 'x' }));
    expect(failure.details?.fieldErrors).toEqual([
      { field: 'decision.amount', message: 'Enter an amount below the claimed ₹300.01.' },
    ]);
    expect(await store.get(`spend_entries/${entryId}/state`)).toBe('waiting');
    expect(await store.get(`spend_entries/${entryId}/claim`)).toBeNull();
  });

  it('lets one of two admins deciding at once win; the other is told who decided', async () => {
    const { entryId = '' } = await save();
    const outcomes = await Promise.allSettled([
      decide(entryId, { kind: 'approve' }, admin),
      decide(entryId, { kind: 'refuse', reason: 'No bill' }, secondAdmin),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const reason = (lost[0] as PromiseRejectedResult).reason as {
      code: string;
      message: string;
      details: { reason: string; entry: { state: string } };
    };
    expect(reason.code).toBe('failed-precondition');
    expect(reason.message).toMatch(
      /^Already (approved by Admin|refused by Meera Admin) at \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    expect(reason.details.reason).toBe(SPEND_CONFLICT_REASON);
    expect(reason.details.entry.state).not.toBe('waiting');
    const history = (await store.get<unknown[]>(`spend_entries/${entryId}/history`)) ?? [];
    expect(history).toHaveLength(2);
    const state = await store.get(`spend_entries/${entryId}/state`);
    expect((await summary()).totals.approvedCount).toBe(state === 'approved' ? 2 : 0);
  });

  it('never lets an admin decide on their own entry', async () => {
    const { entryId = '' } = await save(entry(), adminWhoSells);
    const failure = await failureOf(decide(entryId, { kind: 'approve' }, adminWhoSells));
    expect(failure).toMatchObject({
      code: 'permission-denied',
      message: 'You cannot review your own spend.',
    });
    expect(await store.get(`spend_entries/${entryId}/state`)).toBe('waiting');
  });

  it('approves several unflagged entries at once and skips the rest with their reasons', async () => {
    const a = await save(entry({ spentAmount: 1 }));
    const b = await save(entry({ spentAmount: 2 }));
    const flagged = await save(entry({ spentAmount: 2 }));
    await decide(b.entryId ?? '', { kind: 'refuse', reason: 'No' }, secondAdmin);
    const result = await invoke(
      approveSpends,
      {
        requestId: newRequestId(),
        entries: [a, b, flagged].map(({ entryId }) => ({ entryId, version: 1 })),
      },
      admin,
    );
    expect(result.approved).toEqual([a.entryId]);
    expect(result.skipped).toEqual([
      {
        entryId: b.entryId,
        message: expect.stringMatching(/^Already refused by Meera Admin/) as unknown,
      },
      { entryId: flagged.entryId, message: 'It has flags: review it on its own.' },
    ]);
  });
});

describe('the owner’s side', () => {
  it('withdraws a waiting entry: its records leave the totals at once', async () => {
    const { entryId = '' } = await save();
    await save(entry({ spentAmount: 5, colleges: ['VJTI Mumbai'], visitType: 'Single Visit' }));
    expect((await summary()).totals).toMatchObject({ spent: 30_501, count: 3 });
    const { entry: withdrawn } = await invoke(
      withdrawSpend,
      { requestId: newRequestId(), entryId },
      salesRep,
    );
    expect(withdrawn.state).toBe('withdrawn');
    expect((await summary()).totals).toMatchObject({ spent: 500, count: 1, food: 10_000 });
    expect((await invoke(reviewQueue, {}, admin)).waiting.sales).toBe(1);
    const late = await failureOf(decide(entryId, { kind: 'approve' }));
    expect(late.message).toMatch(/^Withdrawn by its owner/);
    const other = await failureOf(
      invoke(withdrawSpend, { requestId: newRequestId(), entryId }, otherSalesRep),
    );
    expect(other.code).toBe('permission-denied');
  });

  it('corrects and resends a refused entry: the same entry, every version and decision kept', async () => {
    const { entryId = '', ids } = await save();
    await decide(entryId, { kind: 'refuse', reason: 'Food is too high' });
    const mine = await invoke(mySpends, {}, salesRep);
    expect(mine.refused).toBe(1);
    expect(mine.lastDecisionAt).toEqual(expect.any(Number));
    expect(mine.entries[0]).toMatchObject({ id: entryId, state: 'refused', reason: 'Food is too high' });
    const { entry: corrected } = await invoke(
      correctSpend,
      {
        side: 'sales',
        requestId: newRequestId(),
        entryId,
        visitType: 'Single Visit',
        colleges: ['VJTI Mumbai'],
        allocatedAmount: 1000,
        spentAmount: 200,
        food: 50,
      },
      salesRep,
    );
    expect(corrected).toMatchObject({
      id: entryId,
      state: 'waiting',
      version: 2,
      recordIds: [ids[0]],
      reason: null,
    });
    expect(corrected.history.map((event) => event.kind)).toEqual(['saved', 'refused', 'corrected']);
    expect(await store.get(`sales_spent/${ids[1] ?? ''}`)).toBeNull();
    expect((await summary()).totals).toMatchObject({ spent: 20_000, food: 5000, count: 1 });
    expect((await invoke(mySpends, {}, salesRep)).refused).toBe(0);
    await decide(entryId, { kind: 'approve' }, admin, 2);
    expect((await summary()).totals).toMatchObject({ approved: 20_000, approvedCount: 1 });
  });

  it('attaches a bill from the Bills dialog to a waiting entry', async () => {
    const { entryId = '' } = await save();
    await storeBill(store, 'later000000000000000', { uid: salesRep.uid });
    const { entry: withBill } = await invoke(
      attachBill,
      { requestId: newRequestId(), entryId, billId: 'later000000000000000' },
      salesRep,
    );
    expect(withBill.bills.map((bill) => bill.id)).toEqual(['later000000000000000']);
    expect(await store.get('bills/later000000000000000/entryId')).toBe(entryId);
  });

  it('pages My spends newest first and the queue oldest first, filtered by staff and day', async () => {
    const saved = [];
    for (let i = 0; i < 5; i++) saved.push((await save(entry({ spentAmount: i + 1 }))).entryId);
    const other = await save(entry(), otherSalesRep);
    const first = await invoke(mySpends, { limit: 2 }, salesRep);
    expect(first.entries.map((row) => row.id)).toEqual([saved[4], saved[3]]);
    const second = await invoke(mySpends, { limit: 2, after: first.next ?? undefined }, salesRep);
    expect(second.entries.map((row) => row.id)).toEqual([saved[2], saved[1]]);
    const queue = await invoke(reviewQueue, { limit: 3 }, admin);
    expect(queue.rows.map((row) => row.id)).toEqual(saved.slice(0, 3));
    const next = await invoke(reviewQueue, { limit: 3, after: queue.next ?? undefined }, admin);
    expect(next.rows.map((row) => row.id)).toEqual([saved[3], saved[4], other.entryId]);
    expect(next.next).toBeNull();
    // Read again through the first page's last key, the page holds what it held, less what was decided.
    await decide(saved[1] ?? '', { kind: 'approve' });
    const again = await invoke(reviewQueue, { limit: 100, through: queue.next ?? undefined }, admin);
    expect(again.rows.map((row) => row.id)).toEqual([saved[0], saved[2]]);
    const theirs = await invoke(reviewQueue, { staff: otherSalesRep.uid, side: 'sales' }, admin);
    expect(theirs.rows.map((row) => row.id)).toEqual([other.entryId]);
    expect(queue.staff.map((person) => person.uid).sort()).toEqual([salesRep.uid, otherSalesRep.uid].sort());
    const none = await invoke(reviewQueue, { from: '2020-01-01', to: '2020-01-31' }, admin);
    expect(none.rows).toEqual([]);
  });
});
