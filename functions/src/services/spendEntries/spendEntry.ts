import type { SpendEntryOutput } from '../../domain/api/spendEntry.js';
import type { Store } from '../../ports/store.js';
import { viewsOf } from './reviewQueue.js';

/** One entry as the screens show it, its people by name; null when there is none. */
export async function spendEntry(store: Store, entryId: string): Promise<SpendEntryOutput> {
  const [entry] = await viewsOf(store, [entryId]);
  return { entry: entry ?? null };
}
