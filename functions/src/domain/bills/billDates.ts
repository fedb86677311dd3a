import { isOrgDay } from '../time/orgTime.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Month names as OCR misreads them: 'Now 23, 2026' is November's. */
const MISREAD_MONTHS: Record<string, string> = { now: 'nov', dcc: 'dec', sop: 'sep' };
const monthOf = (name: string) => {
  const lower = name.toLowerCase();
  return MONTHS.indexOf(MISREAD_MONTHS[lower] ?? lower) + 1;
};
const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of a day, month and year as printed (two-digit years are this century's), if it is a real day. */
function dayOf(date: number, month: number, year: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  const day = `${String(fullYear)}-${pad(month)}-${pad(date)}`;
  if (!isOrgDay(day)) return null;
  const check = new Date(`${day}T00:00:00Z`);
  return check.getUTCDate() === date && check.getUTCMonth() + 1 === month ? day : null;
}

/** 12/11/2026, 12-11-26, 12.11.2026 (Indian order), 2026-11-12, 12 Nov 2026, 12-Nov-26, Nov 14, 2026. */
const NUMERIC = /(?<!\d)(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})(?!\d)/g;
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
const NAMED = /(?<!\d)(\d{1,2})(?:st|nd|rd|th)?[\s/.-]*([a-z]{3})[a-z]*[\s/.,-]*(\d{4}|\d{2})(?!\d)/gi;
/** Nov 14, 2026; November 14th 2026. */
const MONTH_FIRST = /(?<![a-z])([a-z]{3})[a-z]*\.?\s?(\d{1,2})(?:st|nd|rd|th)?,?\s?(\d{4})(?!\d)/gi;
/** A date whose slashes OCR lost ('12112026'), trusted only on a line that says it is a date. */
const RUN_TOGETHER = /(?<!\d)(\d{2})(\d{2})(\d{4}|\d{2})(?!\d)/g;

/** Every day printed on one line, in the order printed. */
export function daysIn(line: string, { dateLine = false } = {}): string[] {
  const found: { at: number; day: string }[] = [];
  const add = (at: number, day: string | null) => {
    if (day !== null) found.push({ at, day });
  };
  for (const match of line.matchAll(ISO))
    add(match.index, dayOf(+(match[3] ?? 0), +(match[2] ?? 0), +(match[1] ?? 0)));
  for (const match of line.matchAll(NUMERIC))
    add(match.index, dayOf(+(match[1] ?? 0), +(match[2] ?? 0), +(match[3] ?? 0)));
  for (const match of line.matchAll(NAMED)) {
    const month = monthOf(match[2] ?? '');
    if (month > 0) add(match.index, dayOf(+(match[1] ?? 0), month, +(match[3] ?? 0)));
  }
  for (const match of line.matchAll(MONTH_FIRST)) {
    const month = monthOf(match[1] ?? '');
    if (month > 0) add(match.index, dayOf(+(match[2] ?? 0), month, +(match[3] ?? 0)));
  }
  if (dateLine && found.length === 0)
    for (const match of line.matchAll(RUN_TOGETHER))
      add(match.index, dayOf(+(match[1] ?? 0), +(match[2] ?? 0), +(match[3] ?? 0)));
  return found.sort((a, b) => a.at - b.at).map(({ day }) => day);
}

/** A stay's first day, a due or expiry date: never the bill's date. */
const NOT_BILL_DAY = /(arriv|check.?in|\bfrom\b|\bdue\b|valid|expir|\bexp\b|birth|\bdob\b)/i;
const LEAVING = /(depart|check.?out|\bto\b)/i;
const DATE_WORD = /\b(date|dt|dated)\b/i;
/** A ticket's journey: the day travelled, not the day booked. */
const JOURNEY = /(journey|\bdoj\b|travel\s*date|date\s*of\s*travel|boarding\s*date)/i;
const BOOKED = /(book|issued|transaction|\btxn\b|printed)/i;

/** Which of the bill's days a line's days are: the lower, the likelier the bill's own. */
function rankOf(line: string, leaving: boolean): number {
  const dateLine = DATE_WORD.test(line);
  if (BOOKED.test(line)) return 3;
  if (dateLine && !leaving) return 1;
  return leaving ? 2 : 4;
}

/**
 * The bill's day: a ticket's journey, else a 'Date' line's first, else a departure's, else a booking's,
 * else any other day printed, never an arrival or due date; only a day from `first` to `last` (the
 * spend's window: never after today).
 */
export function billDayOf(lines: readonly string[], window: { first: string; last: string }): string | null {
  const ranked: string[][] = [[], [], [], [], []];
  let journeyAbove = false;
  for (const whole of lines) {
    const journey = JOURNEY.exec(whole);
    const leaving = LEAVING.exec(whole);
    // 'Booking Date: 02-Nov Date of Journey: 14-Nov': the journey's own day is after its words.
    if (journey) {
      const days = daysIn(whole.slice(journey.index), { dateLine: true });
      ranked[0]?.push(...days);
      ranked[3]?.push(...daysIn(whole.slice(0, journey.index)));
      journeyAbove = days.length === 0;
      continue;
    }
    // 'Journey Date' as a column's heading: its day is on the line below.
    if (journeyAbove) {
      journeyAbove = false;
      const days = daysIn(whole);
      if (days.length > 0) {
        ranked[0]?.push(...days);
        continue;
      }
    }
    if (NOT_BILL_DAY.test(whole) && !leaving) continue;
    // 'Check-in 09/11 Check-out 11/11': only what follows the leaving.
    const line = leaving ? whole.slice(leaving.index) : whole;
    const days = daysIn(line, { dateLine: DATE_WORD.test(line) });
    ranked[rankOf(line, leaving !== null)]?.push(...days);
  }
  return ranked.flat().find((day) => day >= window.first && day <= window.last) ?? null;
}
