import type { VisitKind } from '../../visitCodes.js';
import type { CountedCheck } from './checkCounts.js';
import { checkFilters, matchesCheckFilter, type CheckFilter } from './checkFilters.js';

/**
 * `visitCheckDays/{kind}/{day}/{uid}/{filter}`: how many of a person's visits of a kind made on one
 * organisation day (`visitDayOf`, the day of the log entry's `createdAt`) each Location filter of the
 * log matches (`matchesCheckFilter`: the visit's bucket, and No location too for an Unverified one sent
 * with no reading). Kept by increments in the same updates that write or change the checks, so the
 * log's filter skips the days (and people) with no match and the exceptions view totals a range
 * without reading the log. A filter with no visits may be absent or 0.
 */
export const checkDaysPath = (kind: VisitKind, day?: string, uid?: string, filter?: CheckFilter): string =>
  ['visitCheckDays', kind, day, uid, filter].filter((part) => part !== undefined).join('/');

/** The Location filters a visit's check matches: its bucket, and 'noLocation' with it when it is one. */
export function checkFiltersOf(check: CountedCheck): CheckFilter[] {
  return checkFilters.filter((filter) => matchesCheckFilter(check, filter));
}

/** A day's counts by person and filter, as stored (anything unreadable counts as 0). */
export type DayCheckCounts = Record<string, Partial<Record<CheckFilter, number>>>;

/** A stored day node read back: each person's non-negative whole counts by filter. */
export function dayCheckCountsOf(node: unknown): DayCheckCounts {
  const counts: DayCheckCounts = {};
  if (typeof node !== 'object' || node === null) return counts;
  for (const [uid, filters] of Object.entries(node)) {
    if (typeof filters !== 'object' || filters === null) continue;
    const person: Partial<Record<CheckFilter, number>> = {};
    for (const filter of checkFilters) {
      const value: unknown = (filters as Record<string, unknown>)[filter];
      if (typeof value === 'number' && Number.isInteger(value) && value > 0) person[filter] = value;
    }
    counts[uid] = person;
  }
  return counts;
}

/** How many visits of the day match `filter`, of one person or (no `uid`) of everyone. */
export function dayMatches(counts: DayCheckCounts, filter: CheckFilter, uid?: string): number {
  if (uid !== undefined) return counts[uid]?.[filter] ?? 0;
  return Object.values(counts).reduce((sum, person) => sum + (person[filter] ?? 0), 0);
}
