import { isAfter, newestFirst, type ReportCursor, type ReportEntry } from '../../domain/api/myReport.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import { ownerEntriesPath } from '../../domain/spendEntries/reviewIndex.js';
import type { Store } from '../../ports/store.js';
import { readEntry } from '../spendEntries/entryView.js';

/**
 * Up to `wanted` of `uid`'s spend entries on `sides` that come after `cursor`, newest first: one card a
 * spend however many places it names, with its state, as My spends lists them. Their order comes from
 * the owner's index (`spend_owner/{uid}/entries/all`, entry id -> when it was made), so only the
 * page's entries are read.
 */
export async function entrySpends(
  store: Store,
  uid: string,
  sides: readonly SpendSide[],
  cursor: ReportCursor | undefined,
  wanted: number,
): Promise<ReportEntry[]> {
  const index = (await store.get<Record<string, unknown>>(ownerEntriesPath(uid, 'all'))) ?? {};
  const order = Object.entries(index)
    .flatMap(([id, at]) => (typeof at === 'number' ? [{ id, date: at }] : []))
    .filter((key) => isAfter(key, cursor))
    .sort(newestFirst);
  const found: ReportEntry[] = [];
  // Entries of a side the caller no longer covers are skipped, so read on until the page is full.
  for (let start = 0; start < order.length && found.length < wanted; start += wanted) {
    const keys = order.slice(start, start + wanted);
    const entries = await Promise.all(keys.map((key) => readEntry(store, key.id)));
    entries.forEach((entry, index) => {
      const key = keys[index];
      if (!entry || !key || !sides.includes(entry.side)) return;
      found.push({
        kind: `${entry.side}Spend`,
        id: key.id,
        code: null,
        place: entry.places.join(', '),
        date: key.date,
        amount: entry.amounts.spentAmount,
        state: entry.state,
        approved: entry.approvedAmount ?? null,
        reason: entry.reason ?? null,
      });
    });
  }
  return found.slice(0, wanted);
}
