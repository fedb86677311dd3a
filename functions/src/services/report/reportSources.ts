import { isAfter, newestFirst, type ReportCursor, type ReportEntry } from '../../domain/api/myReport.js';
import { parseVisitRecord } from '../../domain/records/visitRecord.js';
import type { Role } from '../../domain/roles.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths, visitLogEntrySchema } from '../../domain/visits/visitIndex.js';
import { visitTimeOf } from '../../domain/visits/visitTime.js';
import type { Store } from '../../ports/store.js';
import { visitKinds } from '../visits/visitKinds.js';
import { orgDayOf } from '../../domain/time/orgTime.js';

/**
 * A kind of visits the Report reads. Spends come from their entries (`entrySpends`): a spend saved
 * before entries has one once `npm run indexes -- rebuild` has run, as every upgrade asks.
 */
export interface ReportSource {
  role: Role;
  kind: VisitKind;
}

export const reportSources: readonly ReportSource[] = [
  { role: 'sales', kind: 'sales' },
  { role: 'placement', kind: 'placement' },
];

/** The receive time, kept only when the entry arrived on another day than it is dated. */
export function receivedOnAnotherDay(date: number, receivedAt: number): { receivedAt?: number } {
  return orgDayOf(receivedAt) === orgDayOf(date) ? {} : { receivedAt };
}

/** A visit as its owner's Report shows it, dated when it was made; null when it is not one. */
function visitEntry(kind: VisitKind, id: string, value: unknown): ReportEntry | null {
  const visit = parseVisitRecord(value);
  if (!visit) return null;
  const place = visit.collegeName ?? visit.companyName;
  const date = visitTimeOf(visit);
  return {
    kind: `${kind}Visit`,
    id,
    code: visit.code,
    place: typeof place === 'string' ? place : '',
    date,
    ...receivedOnAnotherDay(date, visit.createdAt),
    amount: null,
    state: null,
    approved: null,
    reason: null,
  };
}

/** Up to `wanted` keys of `uid`'s visits of a kind after `cursor`, newest first, from the visit log. */
async function ownVisitKeys(
  store: Store,
  kind: VisitKind,
  uid: string,
  cursor: ReportCursor | undefined,
  wanted: number,
): Promise<ReportCursor[]> {
  const found = new Map<string, ReportCursor>();
  let endAt = cursor?.date;
  let batch = wanted * 2;
  for (;;) {
    const rows = await store.query(visitIndexPaths.log(kind), {
      orderBy: 'createdAt',
      ...(endAt === undefined ? {} : { endAt }),
      limitToLast: batch,
    });
    let oldest = Infinity;
    for (const { key, value } of rows) {
      const entry = visitLogEntrySchema.safeParse(value);
      if (!entry.success) continue;
      const row = { date: entry.data.createdAt, id: key };
      oldest = Math.min(oldest, row.date);
      if (entry.data.by === uid && isAfter(row, cursor)) found.set(key, row);
    }
    if (found.size >= wanted || rows.length < batch) break;
    // A full batch of one date cannot move the end back: read a wider one instead.
    if (oldest === endAt || !Number.isFinite(oldest)) batch *= 2;
    else endAt = oldest;
  }
  return [...found.values()].sort(newestFirst).slice(0, wanted);
}

/**
 * Up to `wanted` of `uid`'s visits of a kind that come after `cursor`, newest first by when they were
 * made. The visit log is read backwards by that time in batches (never all of it, and it holds the time
 * for visits stored before it was kept too), then only the page's visits.
 */
export async function ownVisits(
  store: Store,
  kind: VisitKind,
  uid: string,
  cursor: ReportCursor | undefined,
  wanted: number,
): Promise<ReportEntry[]> {
  const keys = await ownVisitKeys(store, kind, uid, cursor, wanted);
  const { collection } = visitKinds[kind];
  const values = await Promise.all(keys.map(({ id }) => store.get(`${collection}/${id}`)));
  return keys.flatMap(({ id }, index) => visitEntry(kind, id, values[index]) ?? []);
}
