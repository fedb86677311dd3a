import { spendEntryPath, type SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import { entryIndexWrites, mergeWrites } from '../spendEntries/entryIndexWrites.js';
import { readEntry } from '../spendEntries/entryView.js';
import { recordStateWrites } from '../spendEntries/runTransition.js';
import { storable } from '../spendEntries/storable.js';
import { bookEntryChanges, type Booking } from '../ledger/book.js';

/** Each entry by id, in the order asked; null when there is none (or it cannot be read). */
export async function readEntries(
  store: Store,
  ids: readonly string[],
): Promise<{ id: string; entry: SpendEntryRecord | null }[]> {
  return Promise.all(ids.map(async (id) => ({ id, entry: await readEntry(store, id) })));
}

/**
 * The entries moved by a settlement or its reversal: entries, records, totals, indexes, and the
 * book's postings of the event (the booking holds its day open until the caller's update lands).
 */
export async function entryMoves(
  store: Store,
  entries: readonly { id: string; before: SpendEntryRecord; after: SpendEntryRecord }[],
  { requestId, at }: { requestId: string; at: number },
): Promise<{ writes: Record<string, unknown>; booking: Booking }> {
  const sets = await Promise.all(
    entries.map(async ({ id, before, after }) => {
      const states = await recordStateWrites(store, before.side, before.recordIds, after.state);
      const record = storable(after);
      return mergeWrites(states, { [spendEntryPath(id)]: record }, entryIndexWrites(id, before, record));
    }),
  );
  const changes = entries.map(({ id, before, after }) => ({ entryId: id, before, after: storable(after) }));
  const booking = await bookEntryChanges(store, changes, { at, requestId });
  return { writes: mergeWrites(...sets, booking.writes), booking };
}
