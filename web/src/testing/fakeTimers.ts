import { vi } from 'vitest';

/**
 * Fake timers that leave setImmediate real: the IndexedDB stand-in (fake-indexeddb) runs its requests
 * and commits on it, and a faked one would commit a transaction between its read and its write.
 */
export function useFakeTimersBesideIndexedDb(): void {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}
