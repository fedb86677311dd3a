import { spendCollections, spendSides, type SpendSide } from '../../domain/spend/sides.js';
import { createdBySchema, withTodaysNames } from '../../domain/records/createdBy.js';
import {
  BILL_ENTRIES_PATH,
  REVIEW_COUNTS_PATH,
  REVIEW_QUEUE_PATH,
  REVIEW_STAFF_PATH,
  SPEND_OWNER_PATH,
  billEntriesPath,
  ownerLastDecisionPath,
} from '../../domain/spendEntries/reviewIndex.js';
import { SPEND_ENTRIES_PATH, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { StoreIncrement, StoreMax, type Store } from '../../ports/store.js';
import { SETTLE_MARKS_PATH } from '../../domain/settlements/settlement.js';
import { entryIndexWrites } from '../spendEntries/entryIndexWrites.js';
import { parseEntry } from '../spendEntries/entryView.js';
import { diffEntries, type IndexDifference } from './indexDiff.js';
import { importOrphans, type Orphan } from './importOrphans.js';
import { readAllEntries } from './readRecords.js';
import { SPEND_BALANCES_PATH } from '../ledger/figurePaths.js';

export interface EntryIndexReport {
  entries: number;
  /** Entries a reader cannot parse, and records naming no owner: no index holds them. */
  unreadable: string[];
  /** Spend records on no entry (saved before entries existed); `rebuild` gives them one. */
  orphans: number;
  /** Entries `rebuild` created for them. */
  created: number;
  differences: IndexDifference[];
}

/**
 * The roots of the entries' derived indexes; of `spend_balances` only the names (its figures, like
 * every money figure, are the book's: `npm run ledger -- check`).
 */
const indexRoots = [
  SPEND_BALANCES_PATH,
  SETTLE_MARKS_PATH,
  REVIEW_QUEUE_PATH,
  REVIEW_COUNTS_PATH,
  REVIEW_STAFF_PATH,
  SPEND_OWNER_PATH,
  BILL_ENTRIES_PATH,
];

/** Leaves of a tree by path: what a set of multi-path writes would leave there. */
function flatten(root: string, value: unknown, into: Map<string, unknown>): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(`${root}/${key}`, child, into);
    return;
  }
  into.set(root, value);
}

/** A count of zero and no count read the same. */
function isZeroCount(path: string, value: unknown): boolean {
  return value === 0 && (path.startsWith(`${REVIEW_COUNTS_PATH}/`) || /\/(waiting|counts\/\w+)$/.test(path));
}

/** What every index of the entries should hold, leaf by leaf, from the entries (and their bills). */
async function computedLeaves(
  store: Store,
  entries: readonly { id: string; entry: SpendEntryRecord }[],
): Promise<Map<string, unknown>> {
  const writes = new Map<string, unknown>();
  const counts = new Map<string, number>();
  const lastDecision = new Map<string, number>();
  for (const { id, entry } of entries) {
    for (const [path, value] of Object.entries(entryIndexWrites(id, null, entry))) {
      if (value instanceof StoreIncrement) counts.set(path, (counts.get(path) ?? 0) + value.by);
      // The owner's latest decision is worked out below, from every entry's history.
      else if (!(value instanceof StoreMax)) flatten(path, value, writes);
    }
    // The owner's latest decision or payment: those of a since corrected entry count too (in its history).
    const decided = entry.history.flatMap((event) =>
      event.kind === 'approved' ||
      event.kind === 'approvedLess' ||
      event.kind === 'refused' ||
      event.kind === 'settled'
        ? [event.at]
        : [],
    );
    const lastPath = ownerLastDecisionPath(entry.owner.uid);
    lastDecision.set(lastPath, Math.max(lastDecision.get(lastPath) ?? 0, ...decided));
    const shas = await Promise.all(
      entry.billIds.map((billId) => store.get<string>(`bills/${billId}/sha256`)),
    );
    entry.billIds.forEach((billId, index) => {
      const sha = shas[index];
      if (typeof sha === 'string') writes.set(`${billEntriesPath(sha)}/${id}`, billId);
    });
  }
  for (const [path, count] of counts) if (count !== 0) writes.set(path, count);
  for (const [path, at] of lastDecision) {
    if (at > 0) writes.set(path, at);
    else writes.delete(path);
  }
  return writes;
}

/** A reversal's claim on a settle mark is a lock its reversal holds, not derived from the entries. */
const isReversalClaim = (path: string) =>
  path.startsWith(`${SETTLE_MARKS_PATH}/`) && path.includes('/reversing/');

async function storedLeaves(store: Store): Promise<Map<string, unknown>> {
  const leaves = new Map<string, unknown>();
  for (const root of indexRoots) flatten(root, await store.get(root), leaves);
  for (const [path, value] of leaves) {
    const figure = path.startsWith(`${SPEND_BALANCES_PATH}/`) && !path.endsWith('/email');
    if (figure || isZeroCount(path, value) || isReversalClaim(path)) leaves.delete(path);
  }
  return leaves;
}

const isWholeRecord = (path: string) =>
  spendSides.some((side) => new RegExp(`^${spendCollections[side]}/[^/]+$`).test(path));

/** Where a record disagrees with its entry (its entry id, its state), as differences. */
function recordDifferences(
  entries: readonly { id: string; entry: SpendEntryRecord }[],
  records: Map<string, Record<string, unknown>>,
): IndexDifference[] {
  const differences: IndexDifference[] = [];
  for (const { id, entry } of entries) {
    for (const recordId of entry.recordIds) {
      const path = `${spendCollections[entry.side]}/${recordId}`;
      const record = records.get(path);
      if (!record) {
        differences.push({ path, stored: undefined, computed: { entryId: id } });
        continue;
      }
      if (record.entryId !== id)
        differences.push({ path: `${path}/entryId`, stored: record.entryId, computed: id });
      if (record.state !== entry.state) {
        differences.push({ path: `${path}/state`, stored: record.state, computed: entry.state });
      }
    }
  }
  return differences;
}

/**
 * Checks the spend entries' derived data against the entries and records: every record on an entry
 * (with its entry's state), the review queue, its counts and staff, the owners' lists, counts and day
 * indexes, the bills' content index, the names balances are shown by and the settled entries' marks.
 * `rebuild` first gives records saved before entries an entry each, then repairs what differs. The
 * money figures are the book's writer's: `npm run ledger -- check` checks and rebuilds them.
 */
export async function checkSpendEntryIndexes(
  store: Store,
  write: boolean,
  now: () => number = Date.now,
): Promise<EntryIndexReport> {
  const records = new Map<string, Record<string, unknown>>();
  const orphans = new Map<SpendSide, Orphan[]>();
  const ownerless: string[] = [];
  for (const side of spendSides) {
    for (const { key, value } of await readAllEntries(store, spendCollections[side])) {
      if (typeof value !== 'object' || value === null) continue;
      const record = value as Record<string, unknown>;
      records.set(`${spendCollections[side]}/${key}`, record);
      if (typeof record.entryId === 'string') continue;
      // A record naming no one cannot be anyone's entry: it is listed as unreadable, not a difference.
      if (
        !createdBySchema.safeParse((withTodaysNames(record) as { createdBy?: unknown }).createdBy).success
      ) {
        ownerless.push(`${spendCollections[side]}/${key}`);
        continue;
      }
      orphans.set(side, [...(orphans.get(side) ?? []), { side, id: key, value: record }]);
    }
  }
  const orphanCount = [...orphans.values()].reduce((sum, list) => sum + list.length, 0);
  const created = write && orphanCount > 0 ? await importOrphans(store, orphans, now()) : 0;
  if (created > 0) {
    return { ...(await checkSpendEntryIndexes(store, write, now)), created };
  }
  const entries: { id: string; entry: SpendEntryRecord }[] = [];
  const unreadable: string[] = [...ownerless];
  for (const { key, value } of await readAllEntries(store, SPEND_ENTRIES_PATH)) {
    const entry = parseEntry(value);
    if (entry) entries.push({ id: key, entry });
    else unreadable.push(key);
  }
  const differences = [
    ...[...orphans.values()].flat().map(({ side, id }) => ({
      path: `${spendCollections[side]}/${id}/entryId`,
      stored: undefined,
      computed: '(an entry of its own: run rebuild)',
    })),
    ...recordDifferences(entries, records),
    ...diffEntries(await storedLeaves(store), await computedLeaves(store, entries)),
  ];
  if (write) {
    // Records on no entry were given one above; a missing record cannot be made up: both stay reported.
    const repairs = differences.filter(
      ({ path, computed }) =>
        !(typeof computed === 'string' && computed.startsWith('(')) && !isWholeRecord(path),
    );
    if (repairs.length > 0) {
      await store.update(Object.fromEntries(repairs.map(({ path, computed }) => [path, computed ?? null])));
    }
  }
  return { entries: entries.length, unreadable, orphans: orphanCount, created, differences };
}
