import type { SpendSide } from '../spend/sides.js';
import type { SpendFlagKind } from './spendFlags.js';
import type { SpendState } from './entryStates.js';
import { orgDayEnd, orgDayStart } from '../time/orgTime.js';

/**
 * The review queue's index: `review_queue/{side}/{uid}/{flag}/{key} = entryId`, where each of side, uid
 * and flag is also written as `*` (any), so every combination of the Review screen's filters is one
 * key-range query of one node. The key is the entry's creation time (13 digits) then its id, so a
 * node's children sort oldest first and a date range is a key range. An entry with k flag kinds has
 * 2 x 2 x (k + 1) index nodes while it waits.
 */
export const REVIEW_QUEUE_PATH = 'review_queue';
export const ANY = '*';
/** Waiting entries per side: `review_counts/{side}` (the dashboards menu's number). */
export const REVIEW_COUNTS_PATH = 'review_counts';
/** Owners with waiting entries: `review_staff/{uid}` = { email, waiting } (the staff filter's choices). */
export const REVIEW_STAFF_PATH = 'review_staff';

export function queueKey(createdAt: number, entryId: string): string {
  return `${String(createdAt).padStart(13, '0')}_${entryId}`;
}

export function queueNodePath(
  side: SpendSide | typeof ANY,
  uid: string,
  flag: SpendFlagKind | typeof ANY,
): string {
  return `${REVIEW_QUEUE_PATH}/${side}/${uid}/${flag}`;
}

/** Every index path of a waiting entry. */
export function queuePaths(entry: {
  id: string;
  side: SpendSide;
  ownerUid: string;
  createdAt: number;
  flagKinds: readonly SpendFlagKind[];
}): string[] {
  const key = queueKey(entry.createdAt, entry.id);
  const paths: string[] = [];
  for (const side of [entry.side, ANY] as const) {
    for (const uid of [entry.ownerUid, ANY]) {
      for (const flag of [...entry.flagKinds, ANY] as const)
        paths.push(`${queueNodePath(side, uid, flag)}/${key}`);
    }
  }
  return paths;
}

/** The key range of a date range of days (organisation's zone, inclusive). */
export function queueKeyRange(from?: string, to?: string): { startAt?: string; endAt?: string } {
  return {
    ...(from === undefined ? {} : { startAt: String(orgDayStart(from)).padStart(13, '0') }),
    ...(to === undefined ? {} : { endAt: `${String(orgDayEnd(to)).padStart(13, '0')}_~` }),
  };
}

/**
 * The owner's own index: `spend_owner/{uid}/entries/{all|state}/{entryId} = createdAt` (My spends,
 * newest first, by push id), `spend_owner/{uid}/counts/{state}` and `lastDecisionAt`, and
 * `spend_owner/{uid}/days/{day}/{entryId}` = the entry's amounts (a day's earlier spends for the daily
 * limits and the same day and amount flag).
 */
export const SPEND_OWNER_PATH = 'spend_owner';
export const ownerEntriesPath = (uid: string, bucket: SpendState | 'all') =>
  `${SPEND_OWNER_PATH}/${uid}/entries/${bucket}`;
export const ownerCountPath = (uid: string, state: SpendState) =>
  `${SPEND_OWNER_PATH}/${uid}/counts/${state}`;
export const ownerLastDecisionPath = (uid: string) => `${SPEND_OWNER_PATH}/${uid}/lastDecisionAt`;
export const ownerDaysPath = (uid: string) => `${SPEND_OWNER_PATH}/${uid}/days`;
export const ownerDayPath = (uid: string, day: string) => `${ownerDaysPath(uid)}/${day}`;

/** `bill_entries/{sha256}/{entryId} = billId`: the entries carrying a bill of that content. */
export const BILL_ENTRIES_PATH = 'bill_entries';
export const billEntriesPath = (sha256: string) => `${BILL_ENTRIES_PATH}/${sha256}`;
