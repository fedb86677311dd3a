import { nextMonth } from '../settlements/statement.js';
import { orgDayOf } from '../time/orgTime.js';
import { monthOfDay } from './monthClose.js';
import { personDayKey, sideDayKey, type Posting, type PostingKind } from './posting.js';

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

/**
 * What is booked on the spend's own day, and late when its month is closed: a decision, a reopening,
 * a withdrawal. A claim or a correction is refused in a closed month instead (the person chose the
 * day), a settlement is dated by the day its money moved.
 */
const bookedLateKinds: ReadonlySet<PostingKind> = new Set([
  'approved',
  'approvedLess',
  'refused',
  'reopened',
  'withdrawn',
  'advanceReversed',
]);

/** Whether a posting of this kind, dated in a closed month, is booked late rather than refused. */
export const booksLate = (posting: Pick<Posting, 'kind'>): boolean => bookedLateKinds.has(posting.kind);

/** A posting as an event books it: on its day, or, when it books late and its month is closed, late. */
export const datedLate = (posting: Posting, closedThrough: string | undefined): Posting =>
  booksLate(posting) ? datedForBooking(posting, closedThrough) : posting;

/**
 * The day a posting dated on its spend's day was made, when that is another day: a decision,
 * reopening, withdrawal or correction made later than the spend (null otherwise).
 */
export function madeOn(posting: Pick<Posting, 'kind' | 'day' | 'at' | 'lateFrom'>): string | null {
  if (!booksLate(posting) && posting.kind !== 'correction') return null;
  const day = orgDayOf(posting.at);
  return day === (posting.lateFrom ?? posting.day) ? null : day;
}

/** ', decided 03/11/2026' (' on 03/11/2026' for a correction) when it was made on another day. */
export function madeOnText(posting: Pick<Posting, 'kind' | 'day' | 'at' | 'lateFrom'>): string {
  const day = madeOn(posting);
  if (day === null) return '';
  const text = day.split('-').reverse().join('/');
  return posting.kind === 'correction' ? ` on ${text}` : `, decided ${text}`;
}
