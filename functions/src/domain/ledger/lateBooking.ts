import { monthOfDay } from './monthClose.js';
import { personDayKey, sideDayKey, type Posting } from './posting.js';

/** The first day after the closed months: where a posting found late is dated. */
export function firstOpenDay(closedThrough: string): string {
  const [year = 0, month = 1] = closedThrough.split('-').map(Number);
  const next =
    month === 12 ? `${String(year + 1)}-01` : `${String(year)}-${String(month + 1).padStart(2, '0')}`;
  return `${next}-01`;
}

/**
 * A posting as a rebuild books it: on its own day while that day's month is open, else on the first
 * open day, naming its own day (`lateFrom`), so no closed month ever gains a line.
 */
export function datedForBooking(posting: Posting, closedThrough: string | undefined): Posting {
  if (closedThrough === undefined || monthOfDay(posting.day) > closedThrough) return posting;
  const day = firstOpenDay(closedThrough);
  return {
    ...posting,
    day,
    lateFrom: posting.day,
    personDay: personDayKey(posting.person, day),
    sideDay: sideDayKey(posting.side, day),
  };
}

/**
 * Whether a stored posting is the one the history books: the same, or the same booked late (dated on
 * a later open day, naming the history's day).
 */
export function bookedAs(stored: Posting, computed: Posting): Posting {
  if (stored.lateFrom === undefined || stored.lateFrom !== computed.day) return computed;
  return {
    ...computed,
    day: stored.day,
    lateFrom: stored.lateFrom,
    personDay: stored.personDay,
    sideDay: stored.sideDay,
  };
}
