import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueAxis } from '../../src/domain/spend/axis.js';
import { amountText, paiseText, percentText, spendDateText } from '../../src/domain/spend/dashboardText.js';
import { formatOrgDate, isOrgDay, orgDayEnd, orgDayOf, orgDayStart } from '../../src/domain/spend/orgDay.js';

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

describe('organisation days (Asia/Kolkata)', () => {
  it('puts an instant on its Indian day', () => {
    expect(orgDayOf(Date.UTC(2026, 10, 30, 18, 29, 59, 999))).toBe('2026-11-30');
    expect(orgDayOf(Date.UTC(2026, 10, 30, 18, 30))).toBe('2026-12-01');
    expect(orgDayStart('2026-12-01')).toBe(Date.UTC(2026, 10, 30, 18, 30));
    expect(orgDayEnd('2026-11-30')).toBe(Date.UTC(2026, 10, 30, 18, 29, 59, 999));
    expect(formatOrgDate(Date.UTC(2026, 10, 30, 18, 30))).toBe('01/12/2026');
  });

  it('accepts real calendar days only', () => {
    expect(isOrgDay('2024-02-29')).toBe(true);
    expect(isOrgDay('2026-02-29')).toBe(false);
    expect(isOrgDay('2026-13-01')).toBe(false);
    expect(isOrgDay('26-11-01')).toBe(false);
  });

  it('has every instant inside its own day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const day = orgDayOf(ms);
        expect(isOrgDay(day)).toBe(true);
        expect(orgDayStart(day)).toBeLessThanOrEqual(ms);
        expect(orgDayEnd(day)).toBeGreaterThanOrEqual(ms);
      }),
    );
  });
});

describe('dashboard text', () => {
  it('shows a missing amount as 0, a text as it is, a number with 2 decimals', () => {
    expect(amountText(12)).toBe('12.00');
    expect(amountText(null)).toBe('0');
    expect(amountText('abc')).toBe('abc');
    expect(paiseText(123_456)).toBe('1234.56');
    expect(percentText(null)).toBe('0.00');
    expect(percentText(100 / 3)).toBe('33.33');
  });

  it('shows dates dd/MM/yyyy, or the side’s words for a missing or invalid one', () => {
    expect(spendDateText('sales', Date.UTC(2026, 0, 5, 6))).toBe('05/01/2026');
    expect(spendDateText('sales', 'missing')).toBe('No date available');
    expect(spendDateText('placement', 'missing')).toBe('Invalid Date');
    expect(spendDateText('sales', 'invalid')).toBe('Invalid Date');
  });
});
