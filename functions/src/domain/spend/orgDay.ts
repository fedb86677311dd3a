/**
 * Days of the organisation (`ORG_TIME_ZONE` in constants.ts): UTC+05:30 all year (India keeps no
 * daylight saving), so a fixed offset gives the same day on the server, in the browser and in tests
 * whatever their own zone.
 */
const OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A day as the URL and the totals keep it: 2026-11-30. */
export const orgDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function shifted(ms: number): Date {
  return new Date(ms + OFFSET_MS);
}

/** The organisation's day of an instant, as YYYY-MM-DD. */
export function orgDayOf(ms: number): string {
  const day = shifted(ms);
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** True for a real calendar day written as YYYY-MM-DD. */
export function isOrgDay(text: string): boolean {
  const match = orgDayPattern.exec(text);
  if (!match) return false;
  const [, year, month, date] = match.map(Number);
  const utc = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, date ?? 0));
  return orgDayOf(utc.getTime() - OFFSET_MS) === text;
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

/** dd/MM/yyyy in the organisation's zone, as the dashboards show dates. */
export function formatOrgDate(ms: number): string {
  const day = shifted(ms);
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCFullYear(), 4)}`;
}
