import { LocalStore } from '../../src/adapters/store/localStore.js';
import { useTempLocalStore } from '../support/callRequest.js';

/**
 * Points the functions' services at a fresh local Store (before the first call in a test file: the
 * services are created once per process) and returns a second handle on the same data for assertions.
 */
export function useSpendStore(): { store: LocalStore; clear: () => Promise<void> } {
  const store = new LocalStore(useTempLocalStore());
  return { store, clear: () => store.remove('/') };
}
