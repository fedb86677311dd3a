import { useSyncExternalStore } from 'react';
import { isUnsent, type OutboxEntry } from './entry';
import { outbox } from './outbox';

/** The signed-in account's entries in sending order, kept current. */
export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(outbox.subscribe, outbox.getEntries);
}

/** How many of the account's entries are not sent yet (waiting, sending or failed). */
export function useUnsentCount(): number {
  return useOutboxEntries().filter(isUnsent).length;
}

/** Online, yet the last try of a waiting entry got no answer. */
export function useConnectionWeak(): boolean {
  return useSyncExternalStore(outbox.subscribe, outbox.isWeak);
}
