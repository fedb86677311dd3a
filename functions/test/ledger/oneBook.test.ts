import { myAdvances } from '../../src/callables/myAdvances.js';
import { advanceGiven } from '../settlements/approvedSpends.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../src/callables/closeMonth.js';
import { correctSpend } from '../../src/callables/correctSpend.js';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { personBalance } from '../../src/callables/personBalance.js';
import { recordSettlement } from '../../src/callables/recordSettlement.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { spendStatement } from '../../src/callables/spendStatement.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import { linesTotal } from '../../src/domain/ledger/lines.js';
import { LEDGER_POSTINGS_PATH, readPosting, type Posting } from '../../src/domain/ledger/posting.js';
import { bookRebuilt, UnbalancedPostingError } from '../../src/services/ledger/book.js';
import { checkLedger } from '../../src/services/ledger/ledgerCheck.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import { useSpendStore } from '../spend/harness.js';
import { posting } from './export/exportModel.js';
import { goTo } from '../support/orgClock.js';

/** Issue 46's defects of the month close, each a test that failed before the one writer. */
const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const closedOctober = 'October 2026 is closed: choose a day in an open month.';
const college = 'VJTI Mumbai';

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
const refuse = (entryId: string, version = 1) =>
  invoke(
    decideSpend,
    { requestId: newRequestId(), entryId, version, decision: { kind: 'refuse', reason: 'no bill' } },
    admin,
  );
const approve = (entryId: string, version = 1) =>
  invoke(decideSpend, { requestId: newRequestId(), entryId, version, decision: { kind: 'approve' } }, admin);
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
const october = { from: '2026-10-01', to: '2026-10-31' };
const summary = () => invoke(spendSummary, { side: 'sales', ...october }, admin);
const balance = async () => (await invoke(personBalance, { uid: salesRep.uid }, admin)).balance.balancePaise;

async function allPostings(): Promise<{ id: string; posting: Posting }[]> {
  const tree = (await store.get<Record<string, unknown>>(LEDGER_POSTINGS_PATH)) ?? {};
  return Object.entries(tree).flatMap(([id, value]) => {
    const read = readPosting(value);
    return read ? [{ id, posting: read }] : [];
  });
}

describe('the one writer and the month close', () => {
  it('refuses a correction that moves a spend into a closed month, as it refuses a new spend', async () => {
    goTo('2026-11-03');
    const entry = await saveOn('2026-11-02', 500, 1500);
    await refuse(entry);
    await invoke(closeMonth, { month: '2026-10' }, admin);
    // October holds nothing: its statement is refused (before the books), and stays so.
    const october = () => statement('2026-10').then(JSON.stringify, (error: unknown) => String(error));
    const before = [await october(), JSON.stringify(await summary())];
    expect(before[0]).toBe(
      'Error: There is nothing in the books for October 2026: they begin in November 2026.',
    );
    const newSpend = await failureOf(saveOn('2026-10-20', 500, 1500));
    const correction = await failureOf(correct(entry, '2026-10-20', 1200));
    expect(newSpend.details).toEqual({ fieldErrors: [{ field: 'day', message: closedOctober }] });
    expect(correction.details).toEqual(newSpend.details);
    expect([await october(), JSON.stringify(await summary())]).toEqual(before);
    // Corrected within November, it is booked.
    await correct(entry, '2026-11-01', 1200);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });

  it('books what a rebuild finds late on the first open day, naming its day: a closed month gains no line', async () => {
    goTo('2026-10-20');
    const entry = await saveOn('2026-10-20', 0, 100);
    await approve(entry);
    // As after an import: the entry is approved, the book holds no posting of its approval.
    const approval = (await allPostings()).find(({ posting: read }) => read.kind === 'approved');
    expect(approval?.posting.day).toBe('2026-10-20');
    await store.remove(`${LEDGER_POSTINGS_PATH}/${approval?.id ?? ''}`);
    await store.remove(`ledger_days/${salesRep.uid}/2026-10-20`);
    goTo('2026-11-04');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const closed = JSON.stringify(await statement('2026-10'));
    const report = await checkLedger(store, true);
    expect(report.written).toBe(1);
    const late = (await allPostings()).find(({ id }) => id === approval?.id)?.posting;
    expect(late).toMatchObject({ day: '2026-11-01', lateFrom: '2026-10-20', kind: 'approved' });
    expect(JSON.stringify(await statement('2026-10'))).toBe(closed);
    const november = await statement('2026-11');
    expect(november.closing).toBe(10_000);
    expect(november.rows.find((row) => row.lateFrom !== null)).toMatchObject({
      date: '2026-11-01',
      lateFrom: '2026-10-20',
      event: 'approved',
      change: 10_000,
    });
    expect((await checkLedger(store, false)).differences).toEqual([]);
    // Idempotent: a second rebuild writes nothing and finds nothing.
    expect((await checkLedger(store, true)).written).toBe(0);
  });

  it('books the lines of a posting stored before the book had them, on its own day, changing no figure', async () => {
    goTo('2026-10-20');
    await advanceGiven(500);
    const entry = await saveOn('2026-10-20', 500, 1500);
    await approve(entry);
    goTo('2026-11-04');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const closed = JSON.stringify(await statement('2026-10'));
    // As the ledger of decision 024 stored it: six amounts and place shares, no lines.
    const approval = (await allPostings()).find(({ posting: read }) => read.kind === 'approved');
    const path = `${LEDGER_POSTINGS_PATH}/${approval?.id ?? ''}`;
    const stored = (await store.get<Record<string, unknown>>(path)) ?? {};
    await store.set(path, {
      ...stored,
      lines: null,
      amounts: { advance: 50_000, approved: 150_000 },
      places: [{ place: college, claimed: 0, approved: 150_000 }],
    });
    expect((await checkLedger(store, false)).differences).toEqual([
      expect.objectContaining({ path, stored: 'no lines' }),
    ]);
    expect((await checkLedger(store, true)).written).toBe(1);
    expect(readPosting(await store.get(path))).toMatchObject({
      day: '2026-10-20',
      lines: approval?.posting.lines,
    });
    expect(JSON.stringify(await statement('2026-10'))).toBe(closed);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });

  it('refuses a settlement dated before the decision that made its balance', async () => {
    goTo('2026-10-20');
    const entry = await saveOn('2026-10-20', 0, 1500);
    goTo('2026-11-28');
    await approve(entry);
    expect(await balance()).toBe(150_000);
    const early = await failureOf(
      invoke(
        recordSettlement,
        {
          requestId: newRequestId(),
          ownerUid: salesRep.uid,
          entryIds: [entry],
          direction: 'paid',
          amount: 1500,
          mode: 'cash',
          reference: '',
          date: '2026-10-31',
        },
        admin,
      ),
    );
    expect(early.details).toEqual({
      fieldErrors: [
        {
          field: 'date',
          message:
            'The date cannot be before 28/11/2026, the day of the latest spend or decision it settles.',
        },
      ],
    });
    expect(await balance()).toBe(150_000);
  });

  it('books every event as lines that sum to zero, and refuses lines that do not', async () => {
    goTo('2026-11-03');
    await advanceGiven(500);
    const entry = await saveOn('2026-11-02', 500, 1500);
    await refuse(entry);
    await correct(entry, '2026-11-02', 900);
    await approve(entry, 2);
    const postings = await allPostings();
    // A refusal leaves the advance with the person: it moves nothing, so it books nothing.
    expect(postings.map(({ posting: read }) => read.kind)).toEqual([
      'advancePaid',
      'claim',
      'correction',
      'approved',
    ]);
    for (const { posting: read } of postings) expect(linesTotal(read.lines)).toBe(0);
    const broken = posting({ person: 'u1', day: '2026-11-03', amounts: { approved: 100 } });
    broken.lines = broken.lines.slice(1);
    expect(() => bookRebuilt([{ id: 'x', posting: broken }], undefined, new Map())).toThrow(
      UnbalancedPostingError,
    );
  });
});

describe('one state machine', () => {
  it('settles no refused spend: its advance stays with the person, open on their advance ledger', async () => {
    goTo('2026-11-03');
    await advanceGiven(500);
    const entry = await saveOn('2026-11-02', 500, 1500);
    await refuse(entry);
    const refused = await failureOf(
      invoke(
        recordSettlement,
        {
          requestId: newRequestId(),
          ownerUid: salesRep.uid,
          entryIds: [entry],
          direction: 'recovered',
          amount: 500,
          mode: 'cash',
          reference: '',
          date: '2026-11-03',
        },
        admin,
      ),
    );
    expect(refused.message).toBe('Only approved spends that are not settled yet can be settled.');
    expect(await balance()).toBe(0);
    expect((await invoke(myAdvances, {}, salesRep)).heldPaise).toBe(50_000);
  });
});

describe('a statement', () => {
  it('shows a settlement as the one transfer that moved: one figure in its direction', async () => {
    goTo('2026-11-03');
    const owed = await saveOn('2026-11-02', 0, 100);
    await approve(owed);
    // Given ₹130.00 for it, the rep spent ₹100.00: ₹30.00 comes back off what the organisation owes.
    await advanceGiven(130);
    const advance = await saveOn('2026-11-02', 130, 100);
    await approve(advance);
    await invoke(
      recordSettlement,
      {
        requestId: newRequestId(),
        ownerUid: salesRep.uid,
        entryIds: [owed, advance],
        direction: 'paid',
        amount: 70,
        mode: 'upi',
        reference: 'UTR 7',
        date: '2026-11-03',
      },
      admin,
    );
    const row = (await statement('2026-11')).rows.find((one) => one.kind === 'settlement');
    expect(row).toMatchObject({ paid: 7_000, recovered: null, change: -7_000, direction: 'paid' });
    expect(await balance()).toBe(0);
  });
});
