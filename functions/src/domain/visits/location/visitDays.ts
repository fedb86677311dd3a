import { z } from 'zod';
import type { VisitKind } from '../../visitCodes.js';
import type { LogCheck } from './logCheck.js';
import { countCategoryOf } from './checkCounts.js';
import { checkStatuses, unverifiedReasons } from './visitCheck.js';
import { orgDayOf } from '../../time/orgTime.js';

/**
 * `visitDays/{uid}/{day}/{visit id}`: a person's visits of both kinds on one organisation day, each with
 * its check, written in the visit's own update and rewritten with its log entry when a pin change
 * judges it again (decision 029), so Review reads a spend's day with one small read per row.
 */
export const visitDaysPath = (uid?: string, day?: string, id?: string): string =>
  ['visitDays', uid, day, id].filter((part) => part !== undefined).join('/');

/** The day a visit counts on: the organisation's day of when it was made (`visitTimeOf`). */
export const visitDayOf = (visitedAt: number): string => orgDayOf(visitedAt);

export const visitDayEntrySchema = z.object({
  kind: z.enum(['sales', 'placement']),
  check: z.enum(checkStatuses),
  /** Whole metres from the pin (Verified and Far). */
  distance: z.number().optional(),
  /** Why an Unverified one is: a visit beside a proposed pin counts as Not accepted. */
  why: z.enum(unverifiedReasons).optional(),
  /** Too fast from the person's last visit: counted apart, never as Verified. */
  tooFast: z.literal(true).optional(),
});
export type VisitDayEntry = z.output<typeof visitDayEntrySchema>;

export function visitDayEntryOf(kind: VisitKind, { check, distance, why, tooFast }: LogCheck): VisitDayEntry {
  return {
    kind,
    check,
    ...(distance === undefined ? {} : { distance }),
    ...(why === undefined ? {} : { why }),
    ...(tooFast ? { tooFast } : {}),
  };
}

/** The owner's visits on a spend's day, as Review shows them beside the spend. */
export const dayVisitsSchema = z.object({
  count: z.number().int().nonnegative(),
  verified: z.number().int().nonnegative(),
  /** Each Far visit's distance from its place's pin, in metres, nearest first. */
  far: z.array(z.number().nonnegative()),
  unverified: z.number().int().nonnegative(),
  /** Beside a pin no admin has accepted: never Verified, nor plain Unverified. */
  notAccepted: z.number().int().nonnegative().default(0),
  /** Too fast from the person's last visit, whatever their check: never counted as Verified. */
  tooFast: z.number().int().nonnegative().default(0),
});
export type DayVisits = z.output<typeof dayVisitsSchema>;

/** The summary of a stored day node (entries that cannot be read are left out). */
export function dayVisitsOf(node: unknown): DayVisits {
  const summary: DayVisits = { count: 0, verified: 0, far: [], unverified: 0, notAccepted: 0, tooFast: 0 };
  if (typeof node !== 'object' || node === null) return summary;
  for (const value of Object.values(node)) {
    const entry = visitDayEntrySchema.safeParse(value);
    if (!entry.success) continue;
    summary.count += 1;
    const category = countCategoryOf(entry.data);
    if (category === 'far') summary.far.push(entry.data.distance ?? 0);
    else summary[category] += 1;
  }
  summary.far.sort((a, b) => a - b);
  return summary;
}
