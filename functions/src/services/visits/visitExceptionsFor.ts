import {
  exceptionDays,
  type VisitExceptionRow,
  type VisitExceptionsOutput,
} from '../../domain/api/visitExceptions.js';
import { exceptionOf } from '../../domain/visits/location/checkFilters.js';
import { addDays, orgDayEnd, orgDayOf, orgDayStart } from '../../domain/time/orgTime.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths, type VisitLogEntry } from '../../domain/visits/visitIndex.js';
import {
  checkStatuses,
  unverifiedReasons,
  type CheckStatus,
  type UnverifiedReason,
} from '../../domain/visits/location/visitCheck.js';
import type { Store } from '../../ports/store.js';
import { readPeopleNames } from '../people/names.js';

export interface VisitExceptionsQuery {
  kind: VisitKind;
  from?: string | undefined;
  to?: string | undefined;
}

/** The log index is read back from the range's end in chunks of this many entries. */
const CHUNK = 5000;

type Counted = Pick<VisitLogEntry, 'createdAt' | 'by' | 'check' | 'why' | 'tooFast'>;

/**
 * The fields counted, by a cheap check of their shape (a year's range is tens of thousands of entries;
 * the writers build them with the schema): an unknown status or reason counts as no exception.
 */
function countedOf(value: unknown): Counted | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Partial<Record<keyof VisitLogEntry, unknown>>;
  if (typeof entry.createdAt !== 'number' || typeof entry.by !== 'string') return null;
  const check = (checkStatuses as readonly unknown[]).includes(entry.check)
    ? (entry.check as CheckStatus)
    : undefined;
  const why = (unverifiedReasons as readonly unknown[]).includes(entry.why)
    ? (entry.why as UnverifiedReason)
    : undefined;
  return {
    createdAt: entry.createdAt,
    by: entry.by,
    check,
    why,
    ...(entry.tooFast === true ? { tooFast: true } : {}),
  };
}

/** The range asked for, or the last `exceptionDays` days up to today (or up to `to`). */
export function exceptionRange(query: VisitExceptionsQuery, now: number) {
  const to = query.to ?? (query.from === undefined ? orgDayOf(now) : addDays(query.from, exceptionDays - 1));
  return { from: query.from ?? addDays(to, -(exceptionDays - 1)), to };
}

/**
 * Each person's visits of a kind over some days and how many are Far, Too fast, with no location or
 * beside a pin not accepted: the compact log index read by `createdAt` within the days only, a chunk
 * at a time, so no visit record is read; an entry from before checks were kept counts as a visit.
 */
export async function visitExceptionsFor(
  store: Store,
  query: VisitExceptionsQuery,
  now: number = Date.now(),
): Promise<VisitExceptionsOutput> {
  const range = exceptionRange(query, now);
  const start = orgDayStart(range.from);
  const rows = new Map<string, Omit<VisitExceptionRow, 'label'>>();
  let end = orgDayEnd(range.to);
  let seen = new Set<string>();
  let chunk = CHUNK;
  for (;;) {
    const raw = await store.query<unknown>(visitIndexPaths.log(query.kind), {
      orderBy: 'createdAt',
      startAt: start,
      endAt: end,
      limitToLast: chunk,
    });
    let oldest = end;
    const atOldest = new Set<string>();
    let fresh = 0;
    for (const { key, value } of raw) {
      if (seen.has(key)) continue;
      const entry = countedOf(value);
      if (entry === null) continue;
      fresh += 1;
      if (entry.createdAt < oldest) {
        oldest = entry.createdAt;
        atOldest.clear();
      }
      if (entry.createdAt === oldest) atOldest.add(key);
      const row = rows.get(entry.by) ?? {
        uid: entry.by,
        visits: 0,
        far: 0,
        tooFast: 0,
        noLocation: 0,
        notAccepted: 0,
      };
      row.visits += 1;
      const exception = entry.check === undefined ? null : exceptionOf({ ...entry, check: entry.check });
      if (exception !== null) row[exception] += 1;
      rows.set(entry.by, row);
    }
    if (raw.length < chunk) break;
    // The next chunk ends at the oldest instant read; the entries of that instant already counted are skipped.
    if (fresh === 0) chunk *= 2;
    else {
      seen = oldest === end ? new Set([...seen, ...atOldest]) : atOldest;
      end = oldest;
    }
  }
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
