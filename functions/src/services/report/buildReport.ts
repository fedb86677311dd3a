import {
  isAfter,
  newestFirst,
  type MyReportOutput,
  type ReportCursor,
  type ReportEntry,
} from '../../domain/api/myReport.js';
import { paging } from '../../domain/constants.js';
import type { Role } from '../../domain/roles.js';
import type { Store } from '../../ports/store.js';
import { spendSides } from '../../domain/spend/sides.js';
import { entrySpends } from './entrySpends.js';
import { reportSources, type ReportSource } from './reportSources.js';
import { checkViewOf } from '../../domain/visits/location/logCheck.js';
import { visitIndexPaths } from '../../domain/visits/visitIndex.js';

const visitKindOf = { salesVisit: 'sales', placementVisit: 'placement' } as const;

/** The person's own visits show their check, as the admins see it, from each visit's log entry. */
async function withChecks(store: Store, entries: ReportEntry[]): Promise<ReportEntry[]> {
  return Promise.all(
    entries.map(async (entry) => {
      if (entry.kind !== 'salesVisit' && entry.kind !== 'placementVisit') return entry;
      const log = await store.get<Record<string, unknown>>(
        visitIndexPaths.log(visitKindOf[entry.kind], entry.id),
      );
      const check = log === null ? undefined : checkViewOf(log);
      return check ? { ...entry, check } : entry;
    }),
  );
}

/**
 * Up to `wanted` of `uid`'s entries of one collection that come after `cursor`, newest first. Reads the
 * collection backwards by date in batches (never all of it), keeping the caller's own records.
 */
export async function ownEntries(
  store: Store,
  source: ReportSource,
  uid: string,
  cursor: ReportCursor | undefined,
  wanted: number,
): Promise<ReportEntry[]> {
  const found = new Map<string, ReportEntry>();
  let endAt = cursor?.date;
  let batch = wanted * 2;
  for (;;) {
    const rows = await store.query(source.path, {
      orderBy: source.orderBy,
      ...(endAt === undefined ? {} : { endAt }),
      limitToLast: batch,
    });
    for (const { key, value } of rows) {
      const row = source.toEntry(key, value);
      if (row?.owner === uid && isAfter(row.entry, cursor)) found.set(key, row.entry);
    }
    if (found.size >= wanted || rows.length < batch) break;
    const oldest = Math.min(
      ...rows.map(({ key, value }) => source.toEntry(key, value)?.entry.date ?? Infinity),
    );
    // A full batch of one date cannot move the end back: read a wider one instead.
    if (oldest === endAt || !Number.isFinite(oldest)) batch *= 2;
    else endAt = oldest;
  }
  return [...found.values()].sort(newestFirst).slice(0, wanted);
}

/**
 * One page of the caller's own visits and spends on the sides their roles cover, newest first: visits
 * and the spends saved before spend entries from their collections, each spend entry once from the
 * owner's index (`entrySpends`); each source is read up to one entry past a page, the lists are
 * merged, and `next` marks where the page ends when more follow. Each visit carries its check.
 */
export async function buildReport(
  store: Store,
  uid: string,
  roles: readonly Role[],
  after?: ReportCursor,
  pageSize: number = paging.reportEntriesPerPage,
): Promise<MyReportOutput> {
  const sides = spendSides.filter((side) => roles.includes(side));
  const lists = await Promise.all([
    ...reportSources
      .filter((source) => roles.includes(source.role))
      .map((source) => ownEntries(store, source, uid, after, pageSize + 1)),
    entrySpends(store, uid, sides, after, pageSize + 1),
  ]);
  const merged = lists.flat().sort(newestFirst);
  const entries = await withChecks(store, merged.slice(0, pageSize));
  const last = entries.at(-1);
  const next = merged.length > pageSize && last ? { date: last.date, id: last.id } : null;
  return { entries, next };
}
