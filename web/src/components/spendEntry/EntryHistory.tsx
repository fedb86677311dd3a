import type { EntryEvent } from '@domain/spendEntries/spendEntry';
import { eventText } from './entryText';

/**
 * Every version and decision of an entry, oldest first, folded away until asked for; `readerUid` (the
 * entry's owner on My spends) is named 'you'.
 */
export function EntryHistory({ history, readerUid }: { history: readonly EntryEvent[]; readerUid?: string }) {
  if (history.length === 0) return null;
  return (
    <details className="entry-history">
      <summary>History ({history.length})</summary>
      <ol>
        {history.map((event, index) => (
          <li key={`${String(event.at)}-${String(index)}`}>{eventText(event, readerUid)}</li>
        ))}
      </ol>
    </details>
  );
}
