import type { VisitKind } from '../../domain/visitCodes.js';
import {
  checkCountPath,
  countCategoryOf,
  type CountedCheck,
} from '../../domain/visits/location/checkCounts.js';
import { checkDaysPath, checkFiltersOf } from '../../domain/visits/location/checkDays.js';
import { increment, type StorePath } from '../../ports/store.js';

/** Changes to the people's check counts by path, summed before they become one increment each. */
export type CountDeltas = Map<string, number>;

export function addDelta(deltas: CountDeltas, path: string, by: number): void {
  deltas.set(path, (deltas.get(path) ?? 0) + by);
}

/** The summed changes as increments for one update (a path whose changes cancel out is left alone). */
export function countWrites(...all: CountDeltas[]): Record<StorePath, unknown> {
  const sums: CountDeltas = new Map();
  for (const deltas of all) for (const [path, by] of deltas) addDelta(sums, path, by);
  return Object.fromEntries(
    [...sums].filter(([, by]) => by !== 0).map(([path, by]) => [path, increment(by)]),
  );
}

/** One visit of a person, on the day it was made, whose check the counts follow. */
export interface CountedVisit {
  kind: VisitKind;
  uid: string;
  /** The organisation's day of when it was made (`visitDayOf`). */
  day: string;
}

/**
 * A visit's counts moved from the check it was counted under (null: counted nowhere yet, as a new
 * visit or an entry from before checks) to the one it has now: the person's bucket
 * (`visitCheckCounts/`) and the day's Location filters (`visitCheckDays/`).
 */
export function addCheckMove(
  deltas: CountDeltas,
  { kind, uid, day }: CountedVisit,
  was: CountedCheck | null,
  now: CountedCheck,
): void {
  if (was !== null) {
    addDelta(deltas, checkCountPath(kind, uid, countCategoryOf(was)), -1);
    for (const filter of checkFiltersOf(was)) addDelta(deltas, checkDaysPath(kind, day, uid, filter), -1);
  }
  addDelta(deltas, checkCountPath(kind, uid, countCategoryOf(now)), 1);
  for (const filter of checkFiltersOf(now)) addDelta(deltas, checkDaysPath(kind, day, uid, filter), 1);
}
