import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueAxis } from './axis';

describe('valueAxis', () => {
  it.each([
    [0, 2000, 2000],
    [1999.99, 2000, 2000],
    [2000, 2000, 2000],
    [2000.01, 2000, 4000],
    [24_000, 2000, 24_000],
    [24_001, 4000, 28_000],
    [48_001, 10_000, 50_000],
    [1_000_000, 100_000, 1_000_000],
  ])('for a largest value of %d steps by %d up to %d', (largest, step, top) => {
    const axis = valueAxis(largest);
    expect(axis.step).toBe(step);
    expect(axis.top).toBe(top);
    expect(axis.ticks[0]).toBe(0);
    expect(axis.ticks.at(-1)).toBe(top);
  });

  it('starts at zero, covers the value, and never has more than 12 steps', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (largest) => {
        const { step, top, ticks } = valueAxis(largest);
        expect(step % 2000).toBe(0);
        expect(top).toBeGreaterThanOrEqual(largest);
        expect(ticks.length - 1).toBeLessThanOrEqual(12);
        expect(ticks.every((tick, i) => tick === i * step)).toBe(true);
        if (largest <= 24_000) expect(step).toBe(2000);
      }),
    );
  });
});
