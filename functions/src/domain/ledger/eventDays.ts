import type { SpendEntryRecord } from '../spendEntries/spendEntry.js';
import { orgDayOf } from '../time/orgTime.js';

/**
 * The day of the latest event of an entry (its own day, or any later day something happened to it):
 * a settlement of it may not be dated earlier, or a month closed meanwhile would show a balance the
 * settlement had already cleared ('The organisation owes ...' forever).
 */
export function latestEventDay(entry: Pick<SpendEntryRecord, 'day' | 'history'>): string {
  return entry.history.reduce((latest, event) => {
    const day = orgDayOf(event.at);
    return day > latest ? day : latest;
  }, entry.day);
}

/** The latest of these entries' latest event days ('' for none). */
export const latestDayOf = (entries: readonly Pick<SpendEntryRecord, 'day' | 'history'>[]): string =>
  entries.reduce((latest, entry) => {
    const day = latestEventDay(entry);
    return day > latest ? day : latest;
  }, '');
