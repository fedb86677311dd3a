import { atLeast, increment, StoreIncrement, StoreMax } from '../../ports/store.js';
import { settleMarksPath } from '../../domain/settlements/settlement.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import { flagKindsOf } from '../../domain/spendEntries/spendFlags.js';
import {
  REVIEW_COUNTS_PATH,
  REVIEW_STAFF_PATH,
  ownerCountPath,
  ownerDayPath,
  ownerEntriesPath,
  ownerLastDecisionPath,
  queuePaths,
} from '../../domain/spendEntries/reviewIndex.js';
import { balanceNamePath } from '../ledger/figurePaths.js';

function queuePathsOf(id: string, entry: SpendEntryRecord): string[] {
  return queuePaths({
    id,
    side: entry.side,
    ownerUid: entry.owner.uid,
    createdAt: entry.createdAt,
    flagKinds: flagKindsOf(entry.flags),
  });
}

/** What the owner's day index keeps of an entry: its amounts (for daily limits and same day and amount). */
export function dayIndexValue(entry: SpendEntryRecord): Record<string, number> {
  return { ...entry.amounts };
}

/**
 * Several sets of writes as one: increments on the same path add up (each entry of a settlement
 * moves the same balance), any other value is the last one's.
 */
export function mergeWrites(...sets: readonly Record<string, unknown>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const set of sets) {
    for (const [path, value] of Object.entries(set)) {
      const previous = merged[path];
      merged[path] =
        value instanceof StoreIncrement && previous instanceof StoreIncrement
          ? increment(previous.by + value.by)
          : value instanceof StoreMax && previous instanceof StoreMax
            ? atLeast(Math.max(previous.value, value.value))
            : value;
    }
  }
  return merged;
}

/**
 * The index writes that take the derived indexes of one entry from `before` to `after` (null: no
 * entry): the review queue and its counts, the owner's lists, counts and day index, and the name their
 * balance is shown by (the money figures are the book's writer's, figureChanges.ts). For the same
 * atomic update as the entry itself.
 */
export function entryIndexWrites(
  id: string,
  before: SpendEntryRecord | null,
  after: SpendEntryRecord | null,
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  if (before) {
    const uid = before.owner.uid;
    if (before.state === 'waiting') {
      for (const path of queuePathsOf(id, before)) writes[path] = null;
      writes[`${REVIEW_COUNTS_PATH}/${before.side}`] = increment(-1);
      writes[`${REVIEW_STAFF_PATH}/${uid}/waiting`] = increment(-1);
    }
    writes[`${ownerEntriesPath(uid, 'all')}/${id}`] = null;
    writes[`${ownerEntriesPath(uid, before.state)}/${id}`] = null;
    writes[ownerCountPath(uid, before.state)] = increment(-1);
    writes[`${ownerDayPath(uid, before.day)}/${id}`] = null;
    if (before.settlement) writes[`${settleMarksPath(uid)}/${id}`] = null;
  }
  if (after) {
    const uid = after.owner.uid;
    if (after.state === 'waiting') {
      for (const path of queuePathsOf(id, after)) writes[path] = id;
      const counted = before?.state === 'waiting';
      writes[`${REVIEW_COUNTS_PATH}/${after.side}`] = increment(counted ? 0 : 1);
      writes[`${REVIEW_STAFF_PATH}/${uid}/waiting`] = increment(counted ? 0 : 1);
    }
    if (after.owner.email !== undefined) writes[`${REVIEW_STAFF_PATH}/${uid}/email`] = after.owner.email;
    writes[`${ownerEntriesPath(uid, 'all')}/${id}`] = after.createdAt;
    writes[`${ownerEntriesPath(uid, after.state)}/${id}`] = after.createdAt;
    const sameState = before?.state === after.state;
    writes[ownerCountPath(uid, after.state)] = increment(sameState ? 0 : 1);
    if (after.decidedAt !== undefined && after.decidedAt !== before?.decidedAt) {
      writes[ownerLastDecisionPath(uid)] = atLeast(after.decidedAt);
    }
    // A payment is news to its owner as a decision is: the visit screen's notice names both.
    if (after.settlement && after.settlement.at !== before?.settlement?.at) {
      writes[ownerLastDecisionPath(uid)] = atLeast(Math.max(after.settlement.at, after.decidedAt ?? 0));
    }
    if (after.state !== 'withdrawn') writes[`${ownerDayPath(uid, after.day)}/${id}`] = dayIndexValue(after);
    if (after.owner.email !== undefined) writes[balanceNamePath(uid)] = after.owner.email;
    if (after.settlement) {
      const { id: settlementId, by, at } = after.settlement;
      writes[`${settleMarksPath(uid)}/${id}`] = { settlementId, by, at };
    }
  }
  return writes;
}
