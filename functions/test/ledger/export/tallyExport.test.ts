import { describe, expect, it } from 'vitest';
import { headWeights, splitOverHeads } from '../../../src/domain/ledger/export/headSplit.js';
import { journalCsv } from '../../../src/domain/ledger/export/journalCsv.js';
import { defaultLedgerNames, personLedgerName } from '../../../src/domain/ledger/export/ledgerNames.js';
import { tallyXml } from '../../../src/domain/ledger/export/tallyXml.js';
import { monthVouchers, type MonthLedger } from '../../../src/domain/ledger/export/vouchers.js';
import type { Posting } from '../../../src/domain/ledger/posting.js';
import { paiseOf, parseCsv, parseTally, posting } from './exportModel.js';

const asha = { person: 'u-asha', personEmail: 'asha.sales@example.com' };
const kiran = { person: 'u-kiran', personEmail: 'kiran@example.com' };
const names = { ...defaultLedgerNames, food: 'Staff Welfare - Food & <Tea>' };
const none = { food: 0, fuel: 0, stay: 0, toll: 0, other: 0 };

/** October 2026 as the ledger would hold it: approvals, a refusal, settlements by UPI and cash, reversals. */
const october: { id: string; posting: Posting }[] = [
  {
    id: 'e1_0000',
    posting: posting({
      ...asha,
      kind: 'claim',
      day: '2026-10-05',
      amounts: { allocated: 100_000, claimed: 123_456 },
    }),
  },
  {
    id: 'e1_0001',
    posting: posting({
      ...asha,
      kind: 'approved',
      day: '2026-10-06',
      spendDay: '2026-10-05',
      weights: headWeights({ spentAmount: 1234.56, food: 200, fuel: 100 }),
      places: [{ place: 'VJTI Mumbai', claimed: 0, approved: 123_456 }],
      amounts: { advance: 100_000, approved: 123_456 },
    }),
  },
  {
    id: 'e2_0001',
    posting: posting({
      ...asha,
      kind: 'approvedLess',
      day: '2026-10-07',
      spendDay: '2026-10-07',
      reason: 'Toll not on the bill',
      weights: headWeights({ spentAmount: 400, food: 100, fuel: 300 }),
      places: [{ place: 'IIT Bombay', claimed: 0, approved: 30_000 }],
      amounts: { approved: 30_000 },
    }),
  },
  {
    id: 'e3_0001',
    posting: posting({
      ...asha,
      kind: 'refused',
      day: '2026-10-08',
      spendDay: '2026-10-08',
      reason: 'claimed twice & <again>',
      places: [],
      amounts: { advance: 50_000 },
    }),
  },
  {
    id: 'e1_0002',
    posting: posting({
      ...asha,
      kind: 'settled',
      day: '2026-10-20',
      settlementId: 's1',
      counter: 'bank',
      amounts: { paid: 23_456 },
    }),
  },
  {
    id: 'e2_0002',
    posting: posting({
      ...asha,
      kind: 'settled',
      day: '2026-10-20',
      settlementId: 's1',
      counter: 'bank',
      amounts: { paid: 30_000 },
    }),
  },
  {
    id: 'e3_0002',
    posting: posting({
      ...asha,
      kind: 'settled',
      day: '2026-10-20',
      settlementId: 's1',
      counter: 'bank',
      amounts: { recovered: 50_000 },
    }),
  },
  {
    id: 'e4_0001',
    posting: posting({
      ...kiran,
      kind: 'approved',
      day: '2026-10-09',
      spendDay: '2026-10-09',
      amounts: { approved: 10_000 },
    }),
  },
  {
    id: 'e4_0002',
    posting: posting({
      ...kiran,
      kind: 'settled',
      day: '2026-10-21',
      settlementId: 's2',
      counter: 'cash',
      amounts: { paid: 10_000 },
    }),
  },
  {
    id: 'e4_0003',
    posting: posting({
      ...kiran,
      kind: 'settlementReversed',
      day: '2026-10-25',
      settlementId: 's2',
      reason: 'paid twice',
      counter: 'cash',
      amounts: { paid: -10_000 },
    }),
  },
  {
    id: 'e5_0001',
    posting: posting({
      ...kiran,
      kind: 'approved',
      day: '2026-10-10',
      spendDay: '2026-10-10',
      weights: headWeights({ spentAmount: 50, toll: 50 }),
      places: [{ place: 'Thane', claimed: 0, approved: 5_000 }],
      amounts: { approved: 5_000 },
    }),
  },
  {
    id: 'e5_0002',
    posting: posting({
      ...kiran,
      kind: 'reopened',
      day: '2026-10-12',
      spendDay: '2026-10-10',
      reason: 'wrong day',
      weights: headWeights({ spentAmount: 50, toll: 50 }),
      places: [{ place: 'Thane', claimed: 0, approved: -5_000 }],
      amounts: { approved: -5_000 },
    }),
  },
  {
    id: 'e6_0001',
    posting: posting({ ...kiran, kind: 'approved', day: '2026-10-11', amounts: { approved: 7_000 } }),
  },
  {
    id: 'e6_0002',
    posting: posting({
      ...kiran,
      kind: 'settled',
      day: '2026-10-26',
      settlementId: 's3',
      counter: 'advances:u-kiran',
      amounts: { paid: 7_000 },
    }),
  },
  {
    id: 'e7_0001',
    posting: posting({ ...asha, kind: 'approved', day: '2026-11-02', amounts: { approved: 99_900 } }),
  },
];

const ledger = (postings = october): MonthLedger => ({
  month: '2026-10',
  postings,
  books: { names, people: new Map() },
  settlements: new Map([
    ['s1', { mode: 'upi', reference: 'UTR 4411' }],
    ['s2', { mode: 'cash', reference: '' }],
    ['s3', { mode: 'adjusted', reference: '' }],
  ]),
});

/** Debit as '+', credit as '-', in rupees: how an accountant would write each voucher by hand. */
type Expected = { number: string; type: string; date: string; lines: [string, number][] };
const expected: Expected[] = [
  {
    number: 'FT-e1_0001',
    type: 'Journal',
    date: '20261006',
    lines: [
      [names.food, 200],
      ['Fuel Expenses', 100],
      ['Travel Expenses', 934.56],
      ['Staff advance - Asha Sales', -1000],
      ['Asha Sales', -234.56],
    ],
  },
  {
    number: 'FT-e2_0001',
    type: 'Journal',
    date: '20261007',
    lines: [
      [names.food, 75],
      ['Fuel Expenses', 225],
      ['Asha Sales', -300],
    ],
  },
  {
    number: 'FT-e3_0001',
    type: 'Journal',
    date: '20261008',
    lines: [
      ['Asha Sales', 500],
      ['Staff advance - Asha Sales', -500],
    ],
  },
  {
    number: 'FT-e4_0001',
    type: 'Journal',
    date: '20261009',
    lines: [
      ['Travel Expenses', 100],
      ['Kiran', -100],
    ],
  },
  {
    number: 'FT-e5_0001',
    type: 'Journal',
    date: '20261010',
    lines: [
      ['Toll Expenses', 50],
      ['Kiran', -50],
    ],
  },
  {
    number: 'FT-e6_0001',
    type: 'Journal',
    date: '20261011',
    lines: [
      ['Travel Expenses', 70],
      ['Kiran', -70],
    ],
  },
  {
    number: 'FT-e5_0002',
    type: 'Journal',
    date: '20261012',
    lines: [
      ['Kiran', 50],
      ['Toll Expenses', -50],
    ],
  },
  {
    number: 'FT-S-s1',
    type: 'Payment',
    date: '20261020',
    lines: [
      ['Asha Sales', 34.56],
      ['Bank Account', -34.56],
    ],
  },
  {
    number: 'FT-S-s2',
    type: 'Payment',
    date: '20261021',
    lines: [
      ['Kiran', 100],
      ['Cash', -100],
    ],
  },
  {
    number: 'FT-SR-s2',
    type: 'Receipt',
    date: '20261025',
    lines: [
      ['Cash', 100],
      ['Kiran', -100],
    ],
  },
  {
    number: 'FT-S-s3',
    type: 'Journal',
    date: '20261026',
    lines: [
      ['Kiran', 70],
      ['Staff advance - Kiran', -70],
    ],
  },
];

const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

describe('the month for the accountant', () => {
  it('writes each voucher as an accountant would, in Tally’s sign convention', () => {
    const parsed = parseTally(tallyXml(monthVouchers(ledger())));
    expect(parsed.request).toBe('Import Data');
    expect(parsed.report).toBe('Vouchers');
    const seen = parsed.vouchers.map((voucher) => ({
      number: voucher.number,
      type: voucher.type,
      date: voucher.date,
      lines: voucher.lines.map((line): [string, number] => [line.ledger, -paiseOf(line.amount) / 100]),
    }));
    expect([...seen].sort((a, b) => a.date.localeCompare(b.date))).toEqual(expected);
    for (const voucher of parsed.vouchers) {
      expect(voucher.vchType).toBe(voucher.type);
      expect(voucher.remoteId).toBe(`field-tracker-${voucher.number}`);
      for (const line of voucher.lines) {
        // A debit is deemed positive with a negative amount; a credit the reverse.
        expect(line.deemedPositive).toBe(paiseOf(line.amount) < 0 ? 'Yes' : 'No');
      }
    }
  });

  it('balances every voucher to the paisa, and moves each person by what their balance moved', () => {
    const { vouchers } = parseTally(tallyXml(monthVouchers(ledger())));
    for (const voucher of vouchers) {
      expect(voucher.lines.reduce((sum, line) => sum + paiseOf(line.amount), 0)).toBe(0);
    }
    // The person's credit in the books is what the organisation owes them: approved - advance - paid + recovered.
    for (const [email, uid] of [
      ['asha.sales@example.com', 'u-asha'],
      ['kiran@example.com', 'u-kiran'],
    ] as const) {
      const owed = october
        .filter(({ posting: p }) => p.person === uid && p.day.startsWith('2026-10'))
        .reduce(
          (sum, { posting: p }) =>
            sum + p.amounts.approved - p.amounts.advance - p.amounts.paid + p.amounts.recovered,
          0,
        );
      const ledgerName = personLedgerName({ uid, email });
      const credit = vouchers
        .flatMap((voucher) => voucher.lines)
        .filter((line) => line.ledger === ledgerName)
        .reduce((sum, line) => sum + paiseOf(line.amount), 0);
      expect(credit).toBe(owed);
    }
  });

  it('escapes & and < and reads them back as written', () => {
    const xml = tallyXml(monthVouchers(ledger()));
    expect(xml).toContain('Staff Welfare - Food &amp; &lt;Tea&gt;');
    expect(xml).toContain('claimed twice &amp; &lt;again&gt;');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const { vouchers } = parseTally(xml);
    expect(vouchers.flatMap((voucher) => voucher.lines.map((line) => line.ledger))).toContain(names.food);
    expect(vouchers.find((voucher) => voucher.number === 'FT-e3_0001')?.narration).toBe(
      "Refused: Asha Sales's spend of 08/10/2026: claimed twice & <again>",
    );
  });

  it('numbers vouchers from the ledger’s ids: the same month exports byte for byte, in any read order', () => {
    const first = tallyXml(monthVouchers(ledger()));
    const shuffled = [...october].reverse();
    expect(tallyXml(monthVouchers(ledger(shuffled)))).toBe(first);
    expect(journalCsv(monthVouchers(ledger(shuffled)))).toBe(journalCsv(monthVouchers(ledger())));
    const numbers = parseTally(first).vouchers.map((voucher) => voucher.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('leaves out what moves nothing in the books and what is dated in another month', () => {
    const numbers = parseTally(tallyXml(monthVouchers(ledger()))).vouchers.map((voucher) => voucher.number);
    expect(numbers).not.toContain('FT-e1_0000');
    expect(numbers).not.toContain('FT-e7_0001');
    const empty = parseTally(tallyXml(monthVouchers({ ...ledger(), postings: [] })));
    expect(empty.vouchers).toEqual([]);
  });

  it('writes the CSV journal one row per line, its debits summing to its credits', () => {
    const rows = parseCsv(journalCsv(monthVouchers(ledger())));
    expect(rows[0]).toEqual([
      'Date',
      'Voucher number',
      'Voucher type',
      'Ledger',
      'Debit',
      'Credit',
      'Narration',
    ]);
    const lines = rows.slice(1);
    expect(lines).toHaveLength(expected.reduce((sum, voucher) => sum + voucher.lines.length, 0));
    const debit = lines.reduce((sum, row) => sum + (row[4] ? paiseOf(row[4]) : 0), 0);
    const credit = lines.reduce((sum, row) => sum + (row[5] ? paiseOf(row[5]) : 0), 0);
    expect(debit).toBe(credit);
    expect(debit).toBe(
      expected
        .flatMap((voucher) => voucher.lines)
        .reduce((sum, [, rupees]) => sum + Math.max(0, rupeesToPaise(rupees)), 0),
    );
    expect(lines[0]).toEqual([
      '2026-10-06',
      'FT-e1_0001',
      'Journal',
      names.food,
      '200.00',
      '',
      "Approved: Asha Sales's spend of 05/10/2026 at VJTI Mumbai",
    ]);
    expect(lines.find((row) => row[1] === 'FT-S-s1')?.[6]).toBe(
      'Paid to Asha Sales by UPI, reference UTR 4411, 3 spends',
    );
  });
});

describe('the split over expense heads', () => {
  it('splits in proportion, adds up exactly, and a reversal takes off what the approval put on', () => {
    const weights = { food: 1, fuel: 1, stay: 1, toll: 0, other: 0 };
    expect(splitOverHeads(100, weights)).toEqual({ food: 34, fuel: 33, stay: 33, toll: 0, other: 0 });
    expect(splitOverHeads(-100, weights)).toEqual({ food: -34, fuel: -33, stay: -33, toll: 0, other: 0 });
    expect(splitOverHeads(1_000_000_000, { ...none, food: 999_999_999, other: 1 })).toEqual({
      ...none,
      food: 999_999_999,
      other: 1,
    });
    expect(splitOverHeads(250, none)).toEqual({ ...none, other: 250 });
  });
});
