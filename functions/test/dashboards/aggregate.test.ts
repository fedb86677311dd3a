import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aggregate,
  placeFigures,
  placeName,
  readAmount,
  readSpendRow,
  zeroTotals,
} from '../../src/domain/spendTotals/aggregate.js';
import { fromPaise, maxSpendAmount, toPaise } from '../../src/domain/spend/money.js';

const rupees = fc.integer({ min: 0, max: toPaise(maxSpendAmount) }).map(fromPaise);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('readAmount', () => {
  it.each([
    [450.5, 45050, 450.5],
    ['450.50', 45050, 450.5],
    [' 12 ', 1200, 12],
    [0.1, 10, 0.1],
  ])('reads %j as %i paise', (value, paise, shown) => {
    expect(readAmount(value)).toEqual({ paise, shown, bad: false });
  });

  it.each([undefined, null, '', '  '])('counts a missing value (%j) as 0, shown as missing', (value) => {
    expect(readAmount(value)).toEqual({ paise: 0, shown: null, bad: false });
  });

  it.each([
    ['abc', 'abc'],
    ['12,50', '12,50'],
    [-5, '-5'],
    [Number.NaN, 'null'],
    [{ amount: 5 }, '{"amount":5}'],
    [true, 'true'],
  ])('counts a bad value (%j) as 0 and flags it', (value, shown) => {
    expect(readAmount(value)).toEqual({ paise: 0, shown, bad: true });
  });
});

describe('readSpendRow', () => {
  it('reads an older placement record: text numbers, underscores in the company, savedBy', () => {
    const row = readSpendRow('placement', 'p1', {
      company: 'Tata_Consultancy_Services',
      allocatedAmount: '1000',
      spentAmount: '250.75',
      food: 'ten',
      date: '1730419200000',
      savedBy: 'kiran',
    });
    expect(row.place).toBe('Tata Consultancy Services');
    expect(row.date).toBe(1730419200000);
    expect(row.amounts.allocated.paise).toBe(100_000);
    expect(row.amounts.spent.paise).toBe(25_075);
    expect(row.amounts.fuel).toEqual({ paise: 0, shown: null, bad: false });
    expect(row.problems).toEqual(['food']);
  });

  it('marks a missing place and date, and an invalid date', () => {
    expect(readSpendRow('sales', 's1', { allocatedAmount: 5 })).toMatchObject({
      place: null,
      date: 'missing',
    });
    expect(readSpendRow('sales', 's2', { college: '  ', date: 'yesterday' })).toMatchObject({
      place: null,
      date: 'invalid',
    });
    expect(readSpendRow('sales', 's3', 'not a record')).toMatchObject({ place: null, date: 'missing' });
  });

  it('keeps underscores in college names (only the placement side stored them for spaces)', () => {
    expect(placeName('sales', 'A_B')).toBe('A_B');
    expect(placeName('placement', ' A_B  C ')).toBe('A B C');
  });
});

describe('aggregate', () => {
  it('sums per category and per place in whole paise, listing records with problems', () => {
    const rows = [
      readSpendRow('sales', 'a', { college: 'COEP', allocatedAmount: 0.1, spentAmount: 0.2, food: 0.1 }),
      readSpendRow('sales', 'b', { college: 'COEP', allocatedAmount: 0.2, spentAmount: 0.1, food: 0.2 }),
      readSpendRow('sales', 'c', { college: 'VJTI', allocatedAmount: '100', spentAmount: 'n/a', toll: 5 }),
      readSpendRow('sales', 'd', { allocatedAmount: 1, spentAmount: 1 }),
    ];
    const { totals, byPlace, problems } = aggregate(rows);
    expect(totals).toEqual({
      allocated: 10_130,
      spent: 130,
      food: 30,
      fuel: 0,
      stay: 0,
      toll: 500,
      count: 4,
      approved: 0,
      approvedCount: 0,
    });
    expect([...byPlace.keys()]).toEqual(['COEP', 'VJTI', null]);
    expect(byPlace.get('COEP')).toEqual({ ...zeroTotals, allocated: 30, spent: 30, food: 30, count: 2 });
    expect(problems).toEqual([{ id: 'c', place: 'VJTI', date: 'missing', fields: ['spent'] }]);
  });

  it('equals the sum of the rupee amounts, to the paisa, for any records', () => {
    const record = fc.record({
      college: fc.constantFrom('A', 'B', 'C'),
      allocatedAmount: rupees,
      spentAmount: rupees,
      food: rupees,
      fuel: rupees,
      stay: rupees,
      toll: rupees,
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), (records) => {
        const { totals, byPlace } = aggregate(
          records.map((value, i) => readSpendRow('sales', String(i), value)),
        );
        expect(totals.spent).toBe(sum(records.map((r) => toPaise(r.spentAmount))));
        expect(totals.toll).toBe(sum(records.map((r) => toPaise(r.toll))));
        expect(totals.count).toBe(records.length);
        expect(sum([...byPlace.values()].map((t) => t.allocated))).toBe(totals.allocated);
        expect(sum([...byPlace.values()].map((t) => t.count))).toBe(records.length);
        expect(Number.isSafeInteger(totals.allocated)).toBe(true);
      }),
    );
  });

  it('never throws on arbitrary stored values; bad ones count as 0 and are listed', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 20 }), (values) => {
        const rows = values.map((value, i) => readSpendRow('placement', String(i), value));
        const { totals, problems } = aggregate(rows);
        expect(Number.isFinite(totals.allocated + totals.spent + totals.food)).toBe(true);
        expect(totals.count).toBe(values.length);
        expect(problems.length).toBeLessThanOrEqual(values.length);
        for (const row of rows) {
          for (const field of row.problems) expect(row.amounts[field].paise).toBe(0);
        }
      }),
    );
  });
});

describe('placeFigures', () => {
  it('gives remaining, percentage and average, or null where the tables show 0.00', () => {
    expect(placeFigures({ ...zeroTotals, allocated: 10_000, spent: 2_500, count: 3 })).toEqual({
      remaining: 7_500,
      percentage: 25,
      average: 833,
    });
    expect(placeFigures({ ...zeroTotals, spent: 500 })).toEqual({
      remaining: -500,
      percentage: null,
      average: null,
    });
  });
});
