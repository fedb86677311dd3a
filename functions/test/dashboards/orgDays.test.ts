import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrgDate, isOrgDay, orgDayEnd, orgDayOf, orgDayStart } from '../../src/domain/spend/orgDay.js';

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
