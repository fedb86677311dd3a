import { increment } from '../../ports/store.js';
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
 * The index writes that take the derived indexes of one entry from `before` to `after` (null: no
 * entry): the review queue and its counts, the owner's lists, counts and day index. For the same atomic
 * update as the entry itself.
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
      writes[ownerLastDecisionPath(uid)] = after.decidedAt;
    }
    if (after.state !== 'withdrawn') writes[`${ownerDayPath(uid, after.day)}/${id}`] = dayIndexValue(after);
  }
  return writes;
}
