import type { LocalStore } from '../../../functions/src/adapters/store/localStore.js';
import type { ImageHost } from '../../../functions/src/ports/imageHost.js';
import type { Store } from '../../../functions/src/ports/store.js';

/** One run of the cost figures: the store written and read through, the clock, the calls' counts. */
export interface CostRun {
  local: LocalStore;
  store: Store;
  host: ImageHost;
  clock: { at: number };
  /** Runs one call, keeping the bytes it read from the database and how long it took. */
  counted: <T>(name: string, work: () => Promise<T>) => Promise<T>;
}

export const DAY_MS = 24 * 60 * 60_000;
export const FIRST_DAY = Date.parse('2026-11-02T09:00:00+05:30');
