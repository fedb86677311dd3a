import { outboxMessages } from '../lib/submission/outboxMessages';
import { Dialog } from '../components/Dialog';
import type { OutboxEntry } from '../lib/submission/entry';

interface EndedSessionDialogProps {
  unsent: readonly OutboxEntry[];
  onAcknowledge: () => void;
}

/** The entries that can no longer be sent because access ended, shown once before they are deleted. */
export function EndedSessionDialog({ unsent, onAcknowledge }: EndedSessionDialogProps) {
  if (unsent.length === 0) return null;
  return (
    <Dialog open onClose={onAcknowledge} title={outboxMessages.accessEnded}>
      <ul className="ended-session__list">
        {unsent.map((entry) => (
          <li key={entry.id}>{entry.summary}</li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button button--primary" onClick={onAcknowledge}>
          OK, sign out
        </button>
      </div>
    </Dialog>
  );
}
