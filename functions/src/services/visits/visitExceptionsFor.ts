import {
  exceptionDays,
  type VisitExceptionRow,
  type VisitExceptionsOutput,
} from '../../domain/api/visitExceptions.js';
import { countCategories } from '../../domain/visits/location/checkCounts.js';
import { exceptionKinds } from '../../domain/visits/location/checkFilters.js';
import { addDays, orgDayOf } from '../../domain/time/orgTime.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths } from '../../domain/visits/visitIndex.js';
import type { Store } from '../../ports/store.js';
import { readPeopleNames } from '../people/names.js';
import { readCheckDays } from './checkDayCounts.js';

export interface VisitExceptionsQuery {
  kind: VisitKind;
  from?: string | undefined;
  to?: string | undefined;
}

/** The range asked for, or the last `exceptionDays` days up to today (or up to `to`). */
export function exceptionRange(query: VisitExceptionsQuery, now: number) {
  const to = query.to ?? (query.from === undefined ? orgDayOf(now) : addDays(query.from, exceptionDays - 1));
  return { from: query.from ?? addDays(to, -(exceptionDays - 1)), to };
}

/**
 * Each person's visits of a kind over some days and how many are Far, Too fast, with no location or
 * beside a pin not accepted: totalled from the days' counts by check (`visitCheckDays/`), one small
 * node a day, so neither the log nor a visit record is read.
 */
export async function visitExceptionsFor(
  store: Store,
  query: VisitExceptionsQuery,
  now: number = Date.now(),
): Promise<VisitExceptionsOutput> {
  const range = exceptionRange(query, now);
  const rows = new Map<string, Omit<VisitExceptionRow, 'label'>>();
  for (const { counts } of await readCheckDays(store, query.kind, range.from, range.to)) {
    for (const [uid, person] of Object.entries(counts)) {
      const row = rows.get(uid) ?? { uid, visits: 0, far: 0, tooFast: 0, noLocation: 0, notAccepted: 0 };
      // Every visit is in one bucket; No location is a part of Unverified, counted apart.
      for (const category of countCategories) row.visits += person[category] ?? 0;
      for (const exception of exceptionKinds) row[exception] += person[exception] ?? 0;
      rows.set(uid, row);
    }
  }
  for (const [uid, row] of rows) if (row.visits === 0) rows.delete(uid);
  const [names, labels] = await Promise.all([
    readPeopleNames(store),
    store.get<Record<string, unknown>>(visitIndexPaths.staff(query.kind)),
  ]);
  const exceptions = (row: Omit<VisitExceptionRow, 'label'>) =>
    row.far + row.tooFast + row.noLocation + row.notAccepted;
  const named = [...rows.values()].map((row): VisitExceptionRow => {
    const stored = labels?.[row.uid];
    return {
      ...row,
      label: names.relabelled({ uid: row.uid, label: typeof stored === 'string' ? stored : row.uid }).label,
    };
  });
  named.sort((a, b) => exceptions(b) - exceptions(a) || a.label.localeCompare(b.label));
  return { ...range, rows: named };
}
