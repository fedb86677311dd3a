import type { Store } from '../../src/ports/store.js';

/**
 * Everything the Store holds but the accounts' call counts (`callLimits`, which every call takes,
 * a refused one too): what "stores nothing" means for a refused input. Null when that is nothing.
 */
export async function storedData(store: Store): Promise<Record<string, unknown> | null> {
  const all = { ...((await store.get<Record<string, unknown>>('/')) ?? {}) };
  delete all.callLimits;
  return Object.keys(all).length === 0 ? null : all;
}
