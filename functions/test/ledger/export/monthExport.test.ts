import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../../src/callables/closeMonth.js';
import { decideSpend } from '../../../src/callables/decideSpend.js';
import { exportMonth } from '../../../src/callables/exportMonth.js';
import { recordSettlement } from '../../../src/callables/recordSettlement.js';
import { reopenSpend } from '../../../src/callables/reopenSpend.js';
import { returnAdvance } from '../../../src/callables/returnAdvance.js';
import { advanceGiven } from '../../settlements/approvedSpends.js';
import { saveSalesSpend } from '../../../src/callables/saveSalesSpend.js';
import { spendStatement } from '../../../src/callables/spendStatement.js';
import type { ExportMonthOutput } from '../../../src/domain/api/exportMonth.js';
import { keepPersonLedgers, setLedgerName } from '../../../src/services/ledger/ledgerNames.js';
import { setPersonName } from '../../../src/services/people/names.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../../support/callables.js';
import { useSpendStore } from '../../spend/harness.js';
import { paiseOf, parseCsv, parseTally } from './exportModel.js';
import { goTo } from '../../support/orgClock.js';

/** A closed month's export through the callable, against the Store: what the accountant downloads. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const save = async (amounts: Record<string, number>) => {
  const { entryId } = await invoke(
    saveSalesSpend,
    {
      requestId: newRequestId(),
      visitType: 'Single Visit',
      colleges: [`College ${newRequestId().slice(0, 6)}`],
      ...amounts,
    },
    salesRep,
  );
  return entryId ?? '';
};
const decide = (entryId: string, decision: Record<string, unknown>) =>
  invoke(decideSpend, { requestId: newRequestId(), entryId, version: 1, decision }, admin);
const settle = (entryIds: string[], form: Record<string, unknown>) =>
  invoke(
    recordSettlement,
    { requestId: newRequestId(), ownerUid: salesRep.uid, entryIds, reference: '', ...form },
    admin,
  );
const exported = (format: 'tally' | 'csv', month = '2026-10') =>
  invoke<ExportMonthOutput>(exportMonth, { month, format }, admin);

describe('exporting a month for the accountant', () => {
  it('keeps one ledger name per person when two exports name them at once', async () => {
    const [first, second] = await Promise.all([
      keepPersonLedgers(store, [{ uid: 'u1', name: 'Asha Rao' }]),
      keepPersonLedgers(store, [{ uid: 'u1', name: 'Asha R Menon' }]),
    ]);
    expect(first.get('u1')).toBe(second.get('u1'));
    expect(await store.get('ledger_names/people/u1')).toBe(first.get('u1'));
  });

  it('refuses an open month, then gives the closed one the same bytes however often, whatever happens later', async () => {
    goTo('2026-10-05');
    const advance = await advanceGiven(1500);
    const dinner = await save({ allocatedAmount: 1000, spentAmount: 1234.56, food: 200, fuel: 100 });
    await decide(dinner, { kind: 'approve' });
    const twice = await save({ allocatedAmount: 500, spentAmount: 500 });
    await decide(twice, { kind: 'refuse', reason: 'claimed twice' });
    const bus = await save({ allocatedAmount: 0, spentAmount: 100 });
    await decide(bus, { kind: 'approve' });
    goTo('2026-10-20');
    await settle([dinner], {
      direction: 'paid',
      amount: 234.56,
      mode: 'upi',
      date: '2026-10-20',
      reference: 'UTR 77',
    });
    // The refused spend's ₹500.00 stayed with her: she gives it back in cash.
    await invoke(
      returnAdvance,
      {
        requestId: newRequestId(),
        advanceId: advance,
        amount: 500,
        mode: 'cash',
        reference: '',
        date: '2026-10-20',
      },
      admin,
    );
    await setLedgerName(store, 'food', 'Staff Welfare - Food & Tea');
    // The person's ledger is the name every screen calls them by.
    await setPersonName(store, { uid: salesRep.uid, email: salesRep.email, name: 'Asha Rao' }, 'test');

    goTo('2026-11-02');
    const open = await failureOf(exported('tally'));
    expect(open.code).toBe('failed-precondition');
    expect(open.message).toBe(
      'October 2026 is not closed: close it on Settle first, so what the accountant gets never changes.',
    );
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const tally = await exported('tally');
    expect(tally.fileName).toBe('field-tracker-2026-10-tally.xml');
    expect((await exported('tally')).content).toBe(tally.content);

    // Renamed on every screen later, the person keeps the ledger their money was first exported to.
    await setPersonName(store, { uid: salesRep.uid, email: salesRep.email, name: 'Asha R Menon' }, 'test');
    expect((await exported('tally')).content).toBe(tally.content);

    // November reopens October's bus fare: October's books do not move.
    await invoke(
      reopenSpend,
      { requestId: newRequestId(), entryId: bus, version: 1, reason: 'wrong college' },
      admin,
    );
    expect((await exported('tally')).content).toBe(tally.content);

    const { vouchers } = parseTally(tally.content);
    expect(vouchers).toHaveLength(tally.vouchers);
    const total = (ledger: string) =>
      vouchers
        .flatMap((voucher) => voucher.lines)
        .filter((line) => line.ledger === ledger)
        .reduce((sum, line) => sum - paiseOf(line.amount), 0);
    for (const voucher of vouchers) {
      expect(voucher.lines.reduce((sum, line) => sum + paiseOf(line.amount), 0)).toBe(0);
    }
    expect(total('Staff Welfare - Food & Tea')).toBe(20_000);
    expect(total('Fuel Expenses')).toBe(10_000);
    expect(total('Travel Expenses')).toBe(123_456 - 30_000 + 10_000);
    expect(total('Bank Account')).toBe(-23_456);
    expect(total('Cash')).toBe(-150_000 + 50_000);
    // Her advance ledger: ₹1,500.00 paid, ₹1,000.00 used by the dinner, ₹500.00 returned.
    expect(total('Staff advance - Asha Rao')).toBe(0);
    // The person's ledger moves by what their October statement says their balance moved (credit: owed).
    const statement = await invoke(spendStatement, { uid: salesRep.uid, month: '2026-10' }, admin);
    expect(-total('Asha Rao')).toBe(statement.totals.change);
    expect(vouchers.map((voucher) => voucher.type).sort()).toEqual([
      'Journal',
      'Journal',
      'Payment',
      'Payment',
      'Receipt',
    ]);

    const csv = await exported('csv');
    expect(csv.fileName).toBe('field-tracker-2026-10-journal.csv');
    const rows = parseCsv(csv.content).slice(1);
    const debit = rows.reduce((sum, row) => sum + (row[4] ? paiseOf(row[4]) : 0), 0);
    const credit = rows.reduce((sum, row) => sum + (row[5] ? paiseOf(row[5]) : 0), 0);
    expect(debit).toBe(credit);
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(vouchers.map((voucher) => voucher.number)));
  });

  it('is for admins only, and refuses a format it does not know without writing anything', async () => {
    goTo('2026-11-02');
    expect((await failureOf(invoke(exportMonth, { month: '2026-10', format: 'tally' }, salesRep))).code).toBe(
      'permission-denied',
    );
    const bad = await failureOf(invoke(exportMonth, { month: '2026-10', format: 'pdf' }, admin));
    expect(bad.code).toBe('invalid-argument');
    expect(bad.message).toContain('Choose the format: tally, tally-masters or csv.');
  });
});
