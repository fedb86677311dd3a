import { isAfter, newestFirst, type ReportCursor, type ReportEntry } from '../../domain/api/myReport.js';
import { instantOnDay } from '../../domain/spend/instantOnDay.js';
import type { SpendSide } from '../../domain/spend/sides.js';
import { ownerDaysPath, ownerEntriesPath } from '../../domain/spendEntries/reviewIndex.js';
import type { Store } from '../../ports/store.js';
import { readEntry } from '../spendEntries/entryView.js';
import { receivedOnAnotherDay } from './reportSources.js';

type Node = Record<string, unknown>;

/** Each entry's own day, from the owner's day index (`days/{day}/{entry id}`). */
function daysOfEntries(days: Node): Map<string, string> {
  const dayOf = new Map<string, string>();
  for (const [day, entries] of Object.entries(days)) {
    if (typeof entries !== 'object' || entries === null) continue;
    for (const id of Object.keys(entries)) dayOf.set(id, day);
  }
  return dayOf;
}

/**
 * When each of the owner's entries was made, in the Report's order: on its own day, at its receive time
 * when it arrived that day, else at noon of it (as its records are dated, decision 025).
 */
async function entryDates(store: Store, uid: string): Promise<(ReportCursor & { receivedAt: number })[]> {
  const [index, days] = await Promise.all([
    store.get<Node>(ownerEntriesPath(uid, 'all')),
    store.get<Node>(ownerDaysPath(uid)),
  ]);
  const dayOf = daysOfEntries(days ?? {});
  return Object.entries(index ?? {})
    .flatMap(([id, at]) => {
      if (typeof at !== 'number') return [];
      const day = dayOf.get(id);
      return [{ id, date: day === undefined ? at : instantOnDay(day, [at]), receivedAt: at }];
    })
    .sort(newestFirst);
}

/**
 * Up to `wanted` of `uid`'s spend entries on `sides` that come after `cursor`, newest first by their own
 * day: one card a spend however many places it names, with its state, as My spends lists them. Their
 * order comes from the owner's indexes (when each was received, and its day), so only the page's
 * entries are read.
 */
export async function entrySpends(
  store: Store,
  uid: string,
  sides: readonly SpendSide[],
  cursor: ReportCursor | undefined,
  wanted: number,
): Promise<ReportEntry[]> {
  const order = (await entryDates(store, uid)).filter((key) => isAfter(key, cursor));
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
        ...receivedOnAnotherDay(key.date, key.receivedAt),
        amount: entry.amounts.spentAmount,
        state: entry.state,
        approved: entry.approvedAmount ?? null,
        reason: entry.reason ?? null,
      });
    });
  }
  return found.slice(0, wanted);
}
