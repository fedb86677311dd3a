import { orgDayOf, orgDayStart } from '../time/orgTime.js';

const NOON_MS = 12 * 60 * 60_000;

/**
 * The instant a spend's per-place records carry as their `date` (the dashboards and the totals bucket
 * by its organisation's day), so that it falls on the spend's chosen day: the first of `candidates`
 * (the phone's capture time, the server's receive time) that is on that day, else noon of that day in
 * the organisation's zone, well clear of either midnight.
 */
export function instantOnDay(day: string, candidates: readonly (number | undefined)[]): number {
  const onDay = candidates.find((instant) => instant !== undefined && orgDayOf(instant) === day);
  return onDay ?? orgDayStart(day) + NOON_MS;
}
