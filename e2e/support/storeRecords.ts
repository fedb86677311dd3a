import { join } from 'node:path';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';

/** The local Store the stack writes to: the test runner exports its folder; `npm start` uses .local/store. */
export const storeDir = process.env.FIELD_TRACKER_DATA_DIR ?? join(import.meta.dirname, '../../.local/store');

/** Every record of a collection in the stack's Store. */
export async function storedRecords<T>(collection: string): Promise<T[]> {
  const store = new LocalStore(storeDir);
  try {
    return Object.values((await store.get<Record<string, T>>(collection)) ?? {});
  } finally {
    store.close();
  }
}
