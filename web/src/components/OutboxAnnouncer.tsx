import { useEffect, useRef, useState } from 'react';
import type { EntryState } from '../lib/submission/entry';
import { useOutboxEntries } from '../lib/submission/useOutbox';
import { submissionText } from '../lib/submission/submissionText';

/** Tells a screen reader, politely, when an entry on the phone changes state (Waiting to Sent, say). */
export function OutboxAnnouncer() {
  const entries = useOutboxEntries();
  const seen = useRef<Map<string, EntryState> | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const before = seen.current;
    seen.current = new Map(entries.map((entry) => [entry.id, entry.state]));
    // The first list read is what was there already: nothing has happened yet.
    if (before === null) return;
    const changes = entries.filter((entry) => {
      const was = before.get(entry.id);
      return was !== undefined && was !== entry.state && (entry.state === 'sent' || entry.state === 'failed');
    });
    if (changes.length > 0) {
      setSaid(
        changes.map((entry) => submissionText.announce(entry.summary, entry.state === 'sent')).join('. '),
      );
    }
  }, [entries]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="outbox-announcer">
      {said}
    </div>
  );
}
