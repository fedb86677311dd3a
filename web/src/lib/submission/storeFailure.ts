import { outboxMessages } from './outboxMessages';

/** What to say when the phone would not keep an entry: full storage gets its own plain words. */
export function storeFailureText(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'QuotaExceededError' ? outboxMessages.storageFull : outboxMessages.notStored;
}
