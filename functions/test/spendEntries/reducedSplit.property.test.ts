import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPaise } from '../../src/domain/spend/split.js';
import { splitReducedPaise } from '../../src/domain/spendEntries/reducedSplit.js';

const claimedAndApproved = fc
  .integer({ min: 0, max: 1_000_000_000 })
  .chain((claimed) => fc.tuple(fc.constant(claimed), fc.integer({ min: 0, max: claimed })));

describe('the split of a reduced approved amount', () => {
  it('sums exactly to the approved amount, never negative, never above the claimed share', () => {
    fc.assert(
      fc.property(claimedAndApproved, fc.integer({ min: 1, max: 20 }), ([claimed, approved], parts) => {
        const shares = splitReducedPaise(claimed, approved, parts);
        const claimedShares = splitPaise(claimed, parts);
        expect(shares).toHaveLength(parts);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(approved);
        shares.forEach((share, index) => {
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(claimedShares[index] ?? 0);
        });
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps the claimed shares when nothing is taken off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        (claimed, parts) => {
          expect(splitReducedPaise(claimed, claimed, parts)).toEqual(splitPaise(claimed, parts));
        },
      ),
    );
  });

  it('takes ₹50 off a ₹300.01 spend over two places to the paisa', () => {
    expect(splitReducedPaise(30_001, 25_001, 2)).toEqual([12_501, 12_500]);
  });

  it('refuses an approved amount above the claimed one or below zero', () => {
    expect(() => splitReducedPaise(100, 101, 2)).toThrow(RangeError);
    expect(() => splitReducedPaise(100, -1, 2)).toThrow(RangeError);
  });
});
