import { matchesCheckFilter, type CheckFilter } from '../../domain/visits/location/checkFilters.js';
import type { ListVisitsOutput, VisitCursor } from '../../domain/api/listVisits.js';
import { paging } from '../../domain/constants.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitIndexPaths, type VisitLogEntry } from '../../domain/visits/visitIndex.js';
import { foldPlaceName } from '../../domain/visits/visitPlaces.js';
import type { Store, StoreEntry } from '../../ports/store.js';
import { readFollowUpBoard } from '../followUps/followUpBoard.js';
import { readVisitItems } from './visitItems.js';
import { orgDayEnd, orgDayOf, orgDayStart } from '../../domain/time/orgTime.js';
import { spansWithMatches } from './checkDayCounts.js';
import { searchedPlaceVisits, type PlaceVisit } from './searchedPlaces.js';

export interface VisitLogQuery {
  kind: VisitKind;
  from?: string | undefined;
  to?: string | undefined;
  staff?: string | undefined;
  phase?: string | undefined;
  search?: string | undefined;
  overdue?: boolean | undefined;
  check?: CheckFilter | undefined;
  after?: VisitCursor | undefined;
  limit?: number | undefined;
}

type LogEntry = StoreEntry<VisitLogEntry>;

/** With a filter, the log is read back from the newest in chunks of this many entries (doubling). */
const FILTERED_CHUNK = 1000;
const MAX_CHUNK = 16_000;

/** A cheap check of the shape (a search may read thousands of entries; the writers build them with the schema). */
function isLogEntry(value: unknown): value is VisitLogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof VisitLogEntry, unknown>>;
  return (
    typeof entry.createdAt === 'number' && typeof entry.place === 'string' && typeof entry.by === 'string'
  );
}

function newestFirst(a: LogEntry, b: LogEntry): number {
  if (a.value.createdAt !== b.value.createdAt) return b.value.createdAt - a.value.createdAt;
  if (a.key === b.key) return 0;
  return a.key < b.key ? 1 : -1;
}

function isAfter(
  entry: { key: string; value: { createdAt: number } },
  cursor: VisitCursor | undefined,
): boolean {
  if (cursor === undefined) return true;
  const { createdAt } = entry.value;
  return createdAt < cursor.createdAt || (createdAt === cursor.createdAt && entry.key < cursor.id);
}

function filterOf(
  query: VisitLogQuery,
  overdueVisits: ReadonlyMap<string, number>,
): ((entry: LogEntry) => boolean) | null {
  const needle = foldPlaceName(query.search ?? '');
  const overdue = query.overdue === true;
  const { check } = query;
  if (!needle && query.staff === undefined && query.phase === undefined && !overdue && check === undefined)
    return null;
  return ({ key, value: entry }) =>
    (!overdue || overdueVisits.has(key)) &&
    (check === undefined || matchesCheckFilter({ ...entry, check: entry.check ?? 'unverified' }, check)) &&
    (query.staff === undefined || entry.by === query.staff) &&
    (query.phase === undefined || entry.phase === query.phase) &&
    (!needle || entry.place.includes(needle));
}

/**
 * The entries of one span of the log that pass the filter, newest first, from the cursor back: read a
 * limited chunk at a time, until `wanted` are found or the span is read (`complete`), or `chunks` are.
 */
async function spanMatches(
  store: Store,
  query: VisitLogQuery,
  span: { start: number; end?: number | undefined },
  filter: ((entry: LogEntry) => boolean) | null,
  wanted: number,
  chunks = Infinity,
): Promise<{ matches: LogEntry[]; complete: boolean }> {
  let position = query.after;
  let chunk = filter ? Math.max(FILTERED_CHUNK, wanted) : wanted;
  const matches: LogEntry[] = [];
  for (let read = 1; ; read++) {
    const end = position === undefined ? span.end : Math.min(position.createdAt, span.end ?? Infinity);
    const raw = await store.query<unknown>(visitIndexPaths.log(query.kind), {
      orderBy: 'createdAt',
      startAt: span.start,
      ...(end === undefined ? {} : { endAt: end }),
      limitToLast: chunk,
    });
    const entries = raw
      .filter((entry): entry is LogEntry => isLogEntry(entry.value) && isAfter(entry as LogEntry, position))
      .sort(newestFirst);
    matches.push(...(filter ? entries.filter(filter) : entries));
    const oldest = entries.at(-1);
    if (matches.length >= wanted || raw.length < chunk) return { matches, complete: true };
    if (read >= chunks) return { matches, complete: false };
    // Entries sharing one instant may fill a chunk without moving on: read a larger one.
    if (oldest === undefined) chunk *= 2;
    else {
      position = { createdAt: oldest.value.createdAt, id: oldest.key };
      chunk = Math.min(chunk * 2, MAX_CHUNK);
    }
  }
}

/** The log's entries within the range that pass the filter, newest first, from the cursor back. */
async function logMatches(
  store: Store,
  query: VisitLogQuery,
  filter: ((entry: LogEntry) => boolean) | null,
  { start, end }: { start: number; end?: number | undefined },
  wanted: number,
): Promise<LogEntry[]> {
  const spans =
    query.check === undefined
      ? [{ start, end }]
      : spansWithMatches(store, query.kind, query.check, query.staff, { start, end });
  const matches: LogEntry[] = [];
  for await (const span of spans) {
    matches.push(...(await spanMatches(store, query, span, filter, wanted - matches.length)).matches);
    if (matches.length >= wanted) break;
  }
  return matches;
}

/** The searched places' visits are read from the log this many at a time, at first (doubling). */
const PLACE_BATCH = 50;
const MAX_PLACE_BATCH = 400;

/**
 * The log entries of the searched places' visits (newest first) that pass the filter, from the cursor
 * back, a batch at a time until `wanted` are found.
 */
async function placeMatches(
  store: Store,
  query: VisitLogQuery,
  visits: readonly PlaceVisit[],
  filter: (entry: LogEntry) => boolean,
  wanted: number,
): Promise<LogEntry[]> {
  const after = visits.filter(({ id, at }) => isAfter({ key: id, value: { createdAt: at } }, query.after));
  const matches: LogEntry[] = [];
  let batch = Math.max(PLACE_BATCH, wanted);
  for (let next = 0; next < after.length && matches.length < wanted;) {
    const ids = after.slice(next, next + batch);
    next += ids.length;
    const read = await Promise.all(
      ids.map(async ({ id }) => ({
        key: id,
        value: await store.get(visitIndexPaths.log(query.kind, id)),
      })),
    );
    const entries = read.filter(
      (entry): entry is LogEntry => isLogEntry(entry.value) && isAfter(entry as LogEntry, query.after),
    );
    matches.push(...entries.filter(filter).sort(newestFirst));
    batch = Math.min(batch * 2, MAX_PLACE_BATCH);
  }
  return matches;
}

/**
 * A search's matches: a name common among the newest visits finds its page in the log's first chunk; a
 * rare one then reads only its places' visits, unless those are too many to beat reading the log on.
 */
async function searchMatches(
  store: Store,
  query: VisitLogQuery,
  filter: (entry: LogEntry) => boolean,
  range: { start: number; end?: number | undefined },
  needle: string,
  wanted: number,
): Promise<LogEntry[]> {
  if (query.check === undefined) {
    const first = await spanMatches(store, query, range, filter, wanted, 1);
    if (first.complete) return first.matches;
  }
  const visits = await searchedPlaceVisits(store, query.kind, needle, range);
  return visits === null
    ? logMatches(store, query, filter, range, wanted)
    : placeMatches(store, query, visits, filter, wanted);
}

/**
 * One page of a kind's visits, newest first. The compact log index is read by `createdAt` within the
 * days asked for, from the cursor back, a limited chunk at a time: without a filter one chunk of a page
 * is enough; with one, chunks double until a page is found or the range is read. A Location filter
 * reads only the days whose counts (`visitCheckDays/`) hold a match, of the person asked for if any.
 * A search not answered by the log's first chunk, whose places have few visits in all, reads only
 * theirs, through the places' timelines.
 * Only the page's visit records are read. The follow-ups are read once: each visit's own is joined in, 'Overdue only' keeps
 * the visits whose follow-up is open and late (read only between the oldest and newest of them), and
 * each person's counts come with the page.
 */
export async function listVisitsFor(
  store: Store,
  query: VisitLogQuery,
  now: number = Date.now(),
): Promise<ListVisitsOutput> {
  const { board, staff } = await readFollowUpBoard(store, query.kind, orgDayOf(now));
  const pageSize = query.limit ?? paging.visitsPerPage;
  const filter = filterOf(query, board.overdueVisits);
  const wanted = pageSize + 1;
  let start = query.from === undefined ? 0 : orgDayStart(query.from);
  let rangeEnd = query.to === undefined ? undefined : orgDayEnd(query.to);
  if (query.overdue === true) {
    const stored = [...board.overdueVisits.values()];
    if (stored.length === 0) return { visits: [], next: null, staff, followUpCounts: board.counts };
    start = Math.max(
      start,
      stored.reduce((a, b) => Math.min(a, b)),
    );
    rangeEnd = Math.min(
      rangeEnd ?? Infinity,
      stored.reduce((a, b) => Math.max(a, b)),
    );
  }
  const end = query.after === undefined ? rangeEnd : Math.min(query.after.createdAt, rangeEnd ?? Infinity);
  const needle = foldPlaceName(query.search ?? '');
  const matches =
    needle && filter
      ? await searchMatches(store, query, filter, { start, end }, needle, wanted)
      : await logMatches(store, query, filter, { start, end }, wanted);
  const page = matches.slice(0, pageSize);
  const last = page.at(-1);
  const items = await readVisitItems(
    store,
    query.kind,
    page.map((entry) => entry.key),
    new Map(page.map((entry) => [entry.key, entry.value])),
  );
  const visits = items.map((item) => {
    const followUp = board.ofVisit.get(item.id);
    return followUp ? { ...item, followUp } : item;
  });
  const next = matches.length > pageSize && last ? { createdAt: last.value.createdAt, id: last.key } : null;
  return { visits, next, staff, followUpCounts: board.counts };
}
