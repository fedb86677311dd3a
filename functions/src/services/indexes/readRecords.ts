import type { Store, StoreEntry } from '../../ports/store.js';

const READ_BATCH = 2000;

/** Every child of a collection, read in key order a batch at a time (a whole tree may be large). */
export async function readAllEntries(store: Store, path: string): Promise<StoreEntry<unknown>[]> {
  const entries: StoreEntry<unknown>[] = [];
  let startAt: string | undefined;
  for (;;) {
    const batch = await store.query<unknown>(path, {
      orderBy: '$key',
      ...(startAt === undefined ? {} : { startAt }),
      limitToFirst: READ_BATCH,
    });
    for (const entry of batch) if (entry.key !== startAt) entries.push(entry);
    const last = batch.at(-1)?.key;
    if (batch.length < READ_BATCH || last === undefined) return entries;
    startAt = last;
  }
}
