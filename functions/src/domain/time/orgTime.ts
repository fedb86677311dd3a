import { ORG_TIME_ZONE } from '../constants.js';

/**
 * The organisation's days and times (`ORG_TIME_ZONE`, Asia/Kolkata): the one module that knows them.
 *
 * India has kept UTC+05:30 all year since 1945 (no daylight saving), so an instant's day and clock are
 * read by shifting it by that one offset. This is the same on the server, in the browser and in tests
 * whatever their own zone, and about 20 times faster than asking a time-zone database each time
 * (`orgDayOf` runs over every entry of a month: 50,000 in the benches). orgTime.test.ts checks every
 * function here against @date-fns/tz's reading of the zone for instants from 1970 to 2100.
 */
const OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A day as the URL and the totals keep it: 2026-11-30. */
const orgDayPattern = /^\d{4}-\d{2}-\d{2}$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The instant moved so that its UTC fields read the organisation's date and clock. */
const shifted = (ms: number): Date => new Date(ms + OFFSET_MS);

const isoDay = (at: Date): string =>
  `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;

/** The organisation's day of an instant, as YYYY-MM-DD. */
export function orgDayOf(ms: number): string {
  return isoDay(shifted(ms));
}

/** The first millisecond of a day in the organisation's zone. */
export function orgDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1) - OFFSET_MS;
}

/** The last millisecond of a day in the organisation's zone. */
export function orgDayEnd(day: string): number {
  return orgDayStart(day) + DAY_MS - 1;
}

/** True for a real calendar day written as YYYY-MM-DD. */
export function isOrgDay(text: string): boolean {
  return orgDayPattern.test(text) && orgDayOf(orgDayStart(text)) === text;
}

/** `day` moved by whole calendar days (negative: earlier). */
export function addDays(day: string, days: number): string {
  return orgDayOf(orgDayStart(day) + days * DAY_MS);
}

/** The same date a month on, or the month's last day when it has no such date (31 Jan -> 28 Feb). */
export function addMonth(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(year, month, Math.min(date, last))));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((orgDayStart(to) - orgDayStart(from)) / DAY_MS);
}

/** A day as the screens and messages write it: 2026-10-15 -> 15/10/2026. */
export const dayText = (day: string): string => day.split('-').reverse().join('/');

/** dd/MM/yyyy in the organisation's zone, as the dashboards show dates. */
export function formatOrgDate(ms: number): string {
  const at = shifted(ms);
  return `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCFullYear(), 4)}`;
}

/** An instant in the organisation's zone, as the review messages name it: '25/11/2026 15:04'. */
export function orgTimeText(ms: number): string {
  const at = shifted(ms);
  return `${formatOrgDate(ms)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/**
 * The instant a date and time written in the organisation's zone with no offset stands for (an old
 * upload's 'Mon, Jan 5, 2025, 03:04 PM'), as the engine parses dates; NaN when it cannot.
 */
export function parseOrgTimeText(text: string): number {
  return Date.parse(`${text} GMT`) - OFFSET_MS;
}

/** A date and time format of a locale's own shape, read in the organisation's zone. */
export function orgTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: ORG_TIME_ZONE });
}
