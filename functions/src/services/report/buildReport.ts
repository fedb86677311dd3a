import {
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
import { ownVisits, reportSources } from './reportSources.js';
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
 * One page of the caller's own visits and spends on the sides their roles cover, newest first, each
 * dated when it was made (a visit's capture time, a spend's own day): visits through the visit log
 * (`ownVisits`), each spend entry once from the owner's indexes (`entrySpends`); each source is read up to one entry past a page, the lists are
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
      .map((source) => ownVisits(store, source.kind, uid, after, pageSize + 1)),
    entrySpends(store, uid, sides, after, pageSize + 1),
  ]);
  const merged = lists.flat().sort(newestFirst);
  const entries = await withChecks(store, merged.slice(0, pageSize));
  const last = entries.at(-1);
  const next = merged.length > pageSize && last ? { date: last.date, id: last.id } : null;
  return { entries, next };
}
