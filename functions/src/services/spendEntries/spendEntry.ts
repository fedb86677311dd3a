import type { SpendEntryOutput } from '../../domain/api/spendEntry.js';
import type { Store } from '../../ports/store.js';
import { entryView, readEntry } from './entryView.js';

/** One entry as the screens show it; null when there is none. */
export async function spendEntry(store: Store, entryId: string): Promise<SpendEntryOutput> {
  const entry = await readEntry(store, entryId);
  return { entry: entry ? await entryView(store, entryId, entry) : null };
}
