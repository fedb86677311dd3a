import { nextMonth } from '../settlements/statement.js';
import { monthOfDay } from './monthClose.js';
import { personDayKey, sideDayKey, type Posting } from './posting.js';

/** The first day after the closed months: where a posting found late is dated. */
export const firstOpenDay = (closedThrough: string): string => `${nextMonth(closedThrough)}-01`;

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
