import { advanceGiven } from '../settlements/approvedSpends.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../src/callables/closeMonth.js';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { exportMonth } from '../../src/callables/exportMonth.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import type { ExportMonthOutput } from '../../src/domain/api/exportMonth.js';
import { LEDGER_CLOSE_PATH } from '../../src/domain/ledger/monthClose.js';
import { LEDGER_POSTINGS_PATH, readPosting, type Posting } from '../../src/domain/ledger/posting.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { closeLedgerMonth } from '../../src/services/ledger/monthClose.js';
import { decideSpend as decideService } from '../../src/services/spendEntries/decideSpend.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { paiseOf, parseCsv, parseTally } from './export/exportModel.js';
import { goTo } from '../support/orgClock.js';

/** A spend's money belongs to the month of its day: decisions dated by the spend, a closed month fixed. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const college = 'VJTI Mumbai';
const closedOctober = 'October 2026 is closed: choose a day in an open month.';
const adminCaller = { uid: admin.uid, email: admin.email, roles: ['admin' as const] };

async function saveOn(day: string, allocated: number, spent: number): Promise<string> {
  const input = {
    requestId: newRequestId(),
    visitType: 'Single Visit',
    colleges: [college],
    allocatedAmount: allocated,
    spentAmount: spent,
    day,
  };
  return (await invoke(saveSalesSpend, input, salesRep)).entryId ?? '';
}
const decide = (entryId: string, decision: Record<string, unknown>, version = 1) =>
  invoke(decideSpend, { requestId: newRequestId(), entryId, version, decision }, admin);
const correct = (entryId: string, day: string, spent: number) =>
  invoke(
    correctSpend,
    {
      requestId: newRequestId(),
      entryId,
      side: 'sales',
      visitType: 'Single Visit',
      colleges: [college],
      billIds: [],
      allocatedAmount: 500,
      spentAmount: spent,
      day,
    },
    salesRep,
  );
const statement = (month: string) => invoke(spendStatement, { month }, salesRep);
const exported = (format: 'tally' | 'csv', month: string) =>
  invoke<ExportMonthOutput>(exportMonth, { month, format }, admin);
const summaryOf = (from: string, to: string) => invoke(spendSummary, { side: 'sales', from, to }, admin);

async function allPostings(): Promise<{ id: string; posting: Posting }[]> {
  const tree = (await store.get<Record<string, unknown>>(LEDGER_POSTINGS_PATH)) ?? {};
  return Object.entries(tree).flatMap(([id, value]) => {
    const read = readPosting(value);
    return read ? [{ id, posting: read }] : [];
  });
}

describe('a spend’s money in the month of its day', () => {
  it('puts a spend of last month approved this month in last month’s statement, Tally file and CSV', async () => {
    goTo('2026-10-20');
    await advanceGiven(1000);
    const entry = await saveOn('2026-10-20', 1000, 1234.56);
    goTo('2026-11-03');
    await decide(entry, { kind: 'approve' });
    const october = await statement('2026-10');
    expect(october.rows.map((row) => [row.date, row.event, row.madeOn, row.change])).toEqual([
      ['2026-10-20', 'claim', null, 0],
      ['2026-10-20', 'approved', '2026-11-03', 23_456],
    ]);
    expect(october.closing).toBe(23_456);
    expect((await statement('2026-11')).rows).toEqual([]);

    await invoke(closeMonth, { month: '2026-10' }, admin);
    const tally = parseTally((await exported('tally', '2026-10')).content);
    // The advance's payment, then the approval that used it.
    expect(tally.vouchers).toHaveLength(2);
    const [payment, voucher] = tally.vouchers;
    expect(payment?.narration).toContain('Advance paid to ');
    expect(voucher?.date).toBe('20261020');
    expect(voucher?.narration).toContain('Approved, decided 03/11/2026: ');
    expect(voucher?.lines.reduce((sum, line) => sum + paiseOf(line.amount), 0)).toBe(0);
    const rows = parseCsv((await exported('csv', '2026-10')).content).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(['2026-10-20']));
    const debit = rows.reduce((sum, row) => sum + (row[4] ? paiseOf(row[4]) : 0), 0);
    expect(debit).toBe(100_000 + 123_456);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });

  it('books a decision on a spend of a closed month late, on the first open day: the month does not move', async () => {
    goTo('2026-10-20');
    const entry = await saveOn('2026-10-20', 0, 100);
    goTo('2026-11-04');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const before = [
      JSON.stringify(await statement('2026-10')),
      JSON.stringify(await exported('csv', '2026-10')),
    ];
    goTo('2026-11-05');
    await decide(entry, { kind: 'approve' });
    expect([
      JSON.stringify(await statement('2026-10')),
      JSON.stringify(await exported('csv', '2026-10')),
    ]).toEqual(before);
    const late = (await allPostings()).find(({ posting }) => posting.kind === 'approved')?.posting;
    expect(late).toMatchObject({ day: '2026-11-01', lateFrom: '2026-10-20', spendDay: '2026-10-20' });
    const row = (await statement('2026-11')).rows.find((one) => one.event === 'approved');
    expect(row).toMatchObject({ date: '2026-11-01', lateFrom: '2026-10-20', madeOn: '2026-11-05' });
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });

  it('keeps a closed month’s College Data as it was at its close after a late decision', async () => {
    goTo('2026-10-20');
    const entry = await saveOn('2026-10-20', 0, 100);
    goTo('2026-11-04');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const october = JSON.stringify(await summaryOf('2026-10-01', '2026-10-31'));
    goTo('2026-11-05');
    await decide(entry, { kind: 'approve' });
    // What was approved in October stays what it was at its close; November holds the late approval.
    expect(JSON.stringify(await summaryOf('2026-10-01', '2026-10-31'))).toBe(october);
    expect((await summaryOf('2026-11-01', '2026-11-30')).totals.approved).toBe(10_000);
  });

  it('refuses a correction that moves a spend out of a closed month, changing nothing', async () => {
    goTo('2026-10-27');
    const entry = await saveOn('2026-10-27', 500, 1303);
    await decide(entry, { kind: 'refuse', reason: 'no bill' });
    goTo('2026-11-02');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const read = async () => [
      JSON.stringify(await statement('2026-10')),
      JSON.stringify(await summaryOf('2026-10-01', '2026-11-30')),
      JSON.stringify(await allPostings()),
    ];
    const before = await read();
    const moved = await failureOf(correct(entry, '2026-11-01', 1303));
    expect(moved.code).toBe('failed-precondition');
    expect(moved.details).toEqual({ fieldErrors: [{ field: 'day', message: closedOctober }] });
    expect(await read()).toEqual(before);
  });

  it('books a correction that moves a spend’s day as its old day’s reversal and its new day’s claim', async () => {
    goTo('2026-11-20');
    const entry = await saveOn('2026-10-30', 500, 1500);
    await decide(entry, { kind: 'refuse', reason: 'no bill' });
    await correct(entry, '2026-11-02', 1200);
    const postings = (await allPostings()).filter(({ posting }) => posting.kind === 'correction');
    expect(postings.map(({ id, posting }) => [id, posting.day, posting.amounts.claimed])).toEqual([
      [`${entry}_0002`, '2026-11-02', 120_000],
      [`${entry}_0002_out`, '2026-10-30', -150_000],
    ]);
    const october = await statement('2026-10');
    expect([october.totals.claimed, october.closing]).toEqual([0, 0]);
    expect((await statement('2026-11')).totals.claimed).toBe(120_000);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });

  it('books late, not refused, when the month closes between dating the decision and holding its day', async () => {
    goTo('2026-10-20');
    const entry = await saveOn('2026-10-20', 0, 100);
    goTo('2026-11-04');
    // The close lands just before the decision's hold on October: the decision meets a closed month.
    const transaction = store.transaction.bind(store);
    let closing = true;
    vi.spyOn(store, 'transaction').mockImplementation(async (path, update) => {
      if (path === LEDGER_CLOSE_PATH && closing) {
        closing = false;
        await closeLedgerMonth(store, adminCaller, '2026-10');
      }
      return transaction(path, update);
    });
    // The service on this handle of the Store, so the spy sees its transactions.
    await decideService(store, adminCaller, {
      requestId: newRequestId(),
      entryId: entry,
      version: 1,
      decision: { kind: 'approve' },
    });
    expect(closing).toBe(false);
    const approval = (await allPostings()).find(({ posting }) => posting.kind === 'approved')?.posting;
    expect(approval).toMatchObject({ day: '2026-11-01', lateFrom: '2026-10-20' });
    expect((await statement('2026-10')).closing).toBe(0);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });
});

describe('a statement an accountant reads', () => {
  it('lists a day’s rows in the order their events happened, each with the balance after it', async () => {
    goTo('2026-11-10');
    const later = () => vi.setSystemTime(Date.now() + 60_000);
    const saved: string[] = [];
    for (const spent of [100.01, 200.02, 300.03]) {
      saved.push(await saveOn('2026-11-10', 0, spent));
      later();
    }
    for (const entry of [...saved].reverse()) {
      await decide(entry, { kind: 'approve' });
      later();
    }
    const { rows, opening, closing } = await statement('2026-11');
    expect(rows.map((row) => [row.event, row.claimed ?? row.approved, row.balance])).toEqual([
      ['claim', 10_001, 0],
      ['claim', 20_002, 0],
      ['claim', 30_003, 0],
      ['approved', 30_003, 30_003],
      ['approved', 20_002, 50_005],
      ['approved', 10_001, 60_006],
    ]);
    expect([opening, closing]).toEqual([0, 60_006]);
  });
});
