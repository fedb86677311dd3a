import { TZDate, tzOffset } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORG_TIME_ZONE } from '../../src/domain/constants.js';
import {
  addDays,
  addMonth,
  daysBetween,
  formatOrgDate,
  isOrgDay,
  orgDayEnd,
  orgDayOf,
  orgDayStart,
  orgTimeFormat,
  orgTimeText,
  parseOrgTimeText,
} from '../../src/domain/time/orgTime.js';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** 1970-01-01 to 2100-01-01: the fixed offset orgTime.ts reads by must hold over the whole range. */
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });
const day = instant.map((ms) => new Date(ms).toISOString().slice(0, 10));

/** The zone's reading of an instant by the time-zone library: the model the fast path is held to. */
const zoned = (ms: number) => new TZDate(ms, ORG_TIME_ZONE);
const zonedDay = (at: TZDate) => `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
const zonedStart = (text: string) => {
  const [year = 0, month = 1, date = 1] = text.split('-').map(Number);
  return new TZDate(year, month - 1, date, ORG_TIME_ZONE).getTime();
};

describe('organisation days (Asia/Kolkata)', () => {
  it('puts an instant on its Indian day', () => {
    expect(orgDayOf(Date.UTC(2026, 10, 30, 18, 29, 59, 999))).toBe('2026-11-30');
    expect(orgDayOf(Date.UTC(2026, 10, 30, 18, 30))).toBe('2026-12-01');
    expect(orgDayStart('2026-12-01')).toBe(Date.UTC(2026, 10, 30, 18, 30));
    expect(orgDayEnd('2026-11-30')).toBe(Date.UTC(2026, 10, 30, 18, 29, 59, 999));
    expect(formatOrgDate(Date.UTC(2026, 10, 30, 18, 30))).toBe('01/12/2026');
    expect(orgTimeText(Date.UTC(2026, 10, 25, 9, 34))).toBe('25/11/2026 15:04');
  });

  it('accepts real calendar days only', () => {
    expect(isOrgDay('2024-02-29')).toBe(true);
    expect(isOrgDay('2026-02-29')).toBe(false);
    expect(isOrgDay('2026-13-01')).toBe(false);
    expect(isOrgDay('26-11-01')).toBe(false);
  });

  it('has every instant inside its own day', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const text = orgDayOf(ms);
        expect(isOrgDay(text)).toBe(true);
        expect(orgDayStart(text)).toBeLessThanOrEqual(ms);
        expect(orgDayEnd(text)).toBeGreaterThanOrEqual(ms);
      }),
    );
  });

  it('moves days by the calendar: across months, years and 29 February', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonth('2026-01-31')).toBe('2026-02-28');
    expect(addMonth('2026-12-15')).toBe('2027-01-15');
    expect(daysBetween('2026-11-30', '2026-12-07')).toBe(7);
    expect(daysBetween('2026-12-07', '2026-11-30')).toBe(-7);
  });
});

describe('the fixed offset, held to the time-zone library from 1970 to 2100', () => {
  it('is the zone offset @date-fns/tz reads for every instant', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(tzOffset(ORG_TIME_ZONE, new Date(ms))).toBe(330);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads an instant's day, date and clock as the library does", () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const at = zoned(ms);
        expect(orgDayOf(ms)).toBe(zonedDay(at));
        expect(formatOrgDate(ms)).toBe(
          `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${pad(at.getFullYear(), 4)}`,
        );
        expect(orgTimeText(ms)).toBe(`${formatOrgDate(ms)} ${pad(at.getHours())}:${pad(at.getMinutes())}`);
      }),
      { numRuns: 2000 },
    );
  });

  it("starts and moves a day where the library's midnight is", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (text, days) => {
        expect(orgDayStart(text)).toBe(zonedStart(text));
        const [year = 0, month = 1, date = 1] = text.split('-').map(Number);
        expect(addDays(text, days)).toBe(zonedDay(new TZDate(year, month - 1, date + days, ORG_TIME_ZONE)));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back the time text of an old upload record, written in the zone', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const text = orgTimeFormat('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hour12: true,
        }).format(ms);
        expect(parseOrgTimeText(text)).toBe(ms - (ms % 60_000));
      }),
    );
    expect(parseOrgTimeText('not a time')).toBeNaN();
  });

  it("formats a locale's own shape in the organisation's zone, whatever the machine's zone", () => {
    const format = orgTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(format.format(Date.UTC(2026, 10, 25, 9, 34))).toBe('15:04');
  });
});
