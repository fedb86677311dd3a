import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPaise, maxSpendAmount, toPaise } from '../../src/domain/spend/money.js';
import { maxSpendPlaces } from '../../src/domain/spend/spendLimits.js';
import { splitAmount, splitAmounts, splitOver, splitPaise } from '../../src/domain/spend/split.js';

const paise = fc.integer({ min: 0, max: toPaise(maxSpendAmount) });
const places = fc.integer({ min: 1, max: maxSpendPlaces });
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('splitPaise', () => {
  it('gives n whole shares that add up to the total exactly', () => {
    fc.assert(
      fc.property(paise, places, (total, n) => {
        const shares = splitPaise(total, n);
        expect(shares).toHaveLength(n);
        expect(shares.every(Number.isSafeInteger)).toBe(true);
        expect(sum(shares)).toBe(total);
      }),
    );
  });

  it('keeps shares within one paisa of each other, the larger ones first', () => {
    fc.assert(
      fc.property(paise, places, (total, n) => {
        const shares = splitPaise(total, n);
        const floor = Math.floor(total / n);
        expect(shares.every((share) => share === floor || share === floor + 1)).toBe(true);
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
      }),
    );
  });

  it('gives the leftover paise to the first places', () => {
    expect(splitPaise(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitPaise(2, 3)).toEqual([1, 1, 0]);
    expect(splitPaise(0, 4)).toEqual([0, 0, 0, 0]);
    expect(splitPaise(12_345, 1)).toEqual([12_345]);
  });

  it.each([
    [-1, 2],
    [1.5, 2],
    [100, 0],
    [100, 2.5],
  ])('refuses to split %d paise into %d parts', (total, n) => {
    expect(() => splitPaise(total, n)).toThrow(RangeError);
  });
});

describe('splitAmount (rupees)', () => {
  it('splits any two-decimal amount into rupee shares whose paise add up to the total', () => {
    fc.assert(
      fc.property(paise, places, (total, n) => {
        const rupees = fromPaise(total);
        const shares = splitAmount(rupees, n);
        expect(sum(shares.map(toPaise))).toBe(total);
        // Each share is itself a clean two-decimal amount, as stored and shown.
        expect(shares.every((share) => Number(share.toFixed(2)) === share)).toBe(true);
      }),
    );
  });

  it('splits 100.00 over 3 places as 33.34, 33.33, 33.33', () => {
    expect(splitAmount(100, 3)).toEqual([33.34, 33.33, 33.33]);
  });
});

describe('splitAmounts and splitOver', () => {
  const amounts = fc.record({
    allocatedAmount: paise,
    spentAmount: paise,
    food: paise,
    fuel: paise,
    stay: paise,
    toll: paise,
  });

  it('splits every amount over the same places, each adding up to its total', () => {
    fc.assert(
      fc.property(amounts, places, (totalsInPaise, n) => {
        const totals = Object.fromEntries(
          Object.entries(totalsInPaise).map(([key, value]) => [key, fromPaise(value)]),
        ) as typeof totalsInPaise;
        const perPlace = splitAmounts(totals, n);
        expect(perPlace).toHaveLength(n);
        for (const key of Object.keys(totals) as (keyof typeof totals)[]) {
          expect(sum(perPlace.map((share) => toPaise(share[key])))).toBe(totalsInPaise[key]);
        }
      }),
    );
  });

  it('pairs each place, in order, with its share', () => {
    expect(splitOver(['A', 'B', 'C'], { spentAmount: 10, toll: 0.01 })).toEqual([
      { place: 'A', share: { spentAmount: 3.34, toll: 0.01 } },
      { place: 'B', share: { spentAmount: 3.33, toll: 0 } },
      { place: 'C', share: { spentAmount: 3.33, toll: 0 } },
    ]);
  });
});
