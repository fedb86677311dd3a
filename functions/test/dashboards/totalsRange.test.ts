import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstDayOf,
  lastDayOf,
  totalsReadPlan,
  type KeyRange,
} from '../../src/domain/spendTotals/totalsRange.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';

const DAY_MS = 86_400_000;
const FIRST = Date.UTC(2024, 0, 1, 6);
/** Every day of 2024-2026, as the organisation's day keys. */
const allDays = Array.from({ length: 3 * 366 }, (_, i) => orgDayOf(FIRST + i * DAY_MS));

const inKeyRange = (key: string, { startAt, endAt }: KeyRange) =>
  (startAt === undefined || key >= startAt) && (endAt === undefined || key <= endAt);

/** The days a plan reads: those of its whole months and of its day ranges, each counted as often as read. */
function daysRead(from?: string, to?: string): string[] {
  const plan = totalsReadPlan(from, to);
  return allDays.flatMap((day) => {
    const viaMonth = plan.months !== null && inKeyRange(day.slice(0, 7), plan.months) ? [day] : [];
    const viaDays = plan.days.filter((range) => inKeyRange(day, range)).map(() => day);
    return [...viaMonth, ...viaDays];
  });
}

describe('totalsReadPlan', () => {
  it('reads whole months from the months and the ends from the days', () => {
    expect(totalsReadPlan('2026-11-05', '2027-02-10')).toEqual({
      months: { startAt: '2026-12', endAt: '2027-01' },
      days: [
        { startAt: '2026-11-05', endAt: '2026-11-30' },
        { startAt: '2027-02-01', endAt: '2027-02-10' },
      ],
    });
    expect(totalsReadPlan('2026-11-01', '2026-11-30')).toEqual({
      months: { startAt: '2026-11', endAt: '2026-11' },
      days: [],
    });
    expect(totalsReadPlan('2026-11-02', '2026-11-30')).toEqual({
      months: null,
      days: [{ startAt: '2026-11-02', endAt: '2026-11-30' }],
    });
    expect(totalsReadPlan()).toEqual({ months: {}, days: [] });
    expect(totalsReadPlan(undefined, '2026-12-31')).toEqual({ months: { endAt: '2026-12' }, days: [] });
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(firstDayOf('2024-02')).toBe('2024-02-01');
  });

  it('reads every day of any range exactly once and no day outside it', () => {
    const day = fc.integer({ min: 0, max: allDays.length - 1 });
    fc.assert(
      fc.property(fc.option(day, { nil: undefined }), fc.option(day, { nil: undefined }), (a, b) => {
        const [low, high] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
        const from = low === undefined ? undefined : allDays[low];
        const to = high === undefined ? undefined : allDays[high];
        const expected = allDays.filter((key) => inKeyRange(key, { startAt: from, endAt: to }));
        expect(daysRead(from, to)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
