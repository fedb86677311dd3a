import { outboxMessages } from '../../lib/submission/outboxMessages';
import { REQUEST_REUSED_REASON } from '@domain/requestReused';
import { orgTimeText } from '@domain/time/orgTime';
import type { OutboxEntry } from '../../lib/submission/entry';
import { canEdit } from './editing';
import { outboxText } from './outboxText';

export interface RowActions {
  onRetry: (entry: OutboxEntry) => void;
  onUploadAnyway: (entry: OutboxEntry) => void;
  onEdit: (entry: OutboxEntry) => void;
  onDiscard: (entry: OutboxEntry) => void;
}

/** Sending it again as it is would be refused again: only Edit (a new request id) or Discard help. */
const retryHelps = (entry: OutboxEntry) => entry.problem?.reason !== REQUEST_REUSED_REASON;

/**
 * One entry: what it is, when it was made, its state, and what can be done about it: a waiting, held
 * or failed entry can be edited (when it came from a form) and discarded, one being sent discarded; a
 * failed one retried, and a duplicate photo uploaded anyway.
 */
export function OutboxEntryRow({ entry, actions }: { entry: OutboxEntry; actions: RowActions }) {
  const { state, problem } = entry;
  const changeable = state === 'waiting' || state === 'failed' || state === 'held';
  // A send under way can still be dropped here: whatever its reply, the entry stays deleted.
  const discardable = changeable || state === 'sending';
  const duplicate = entry.kind === 'upload' && problem?.code === 'duplicate';
  return (
    <li className={`outbox-entry outbox-entry--${state}`} data-testid="outbox-entry">
      <div className="outbox-entry__head">
        <span className="outbox-entry__summary">{entry.summary}</span>
        <span className="outbox-entry__state" data-testid="outbox-state">
          {outboxText.stateLabels[state]}
        </span>
      </div>
      <span className="outbox-entry__time">Made {orgTimeText(entry.createdAt)}</span>
      {state === 'sent' && entry.result?.code && (
        <span className="outbox-entry__code">
          Visit code: <strong className="visit-code">{entry.result.code}</strong>
        </span>
      )}
      {state === 'waiting' && (
        <span className="outbox-entry__note">
          {problem ? outboxText.retryingNote : outboxText.waitingNote}
        </span>
      )}
      {state === 'held' && <span className="outbox-entry__note">{outboxText.heldNote}</span>}
      {state === 'failed' && (
        <p className="outbox-entry__problem">{problem?.message ?? outboxMessages.notStored}</p>
      )}
      {discardable && (
        <div className="outbox-entry__actions">
          {state === 'failed' && duplicate && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                actions.onUploadAnyway(entry);
              }}
            >
              {outboxText.uploadAnyway}
            </button>
          )}
          {state === 'failed' && !duplicate && retryHelps(entry) && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                actions.onRetry(entry);
              }}
            >
              {outboxMessages.retry}
            </button>
          )}
          {changeable && canEdit(entry) && (
            <button
              type="button"
              className="button"
              onClick={() => {
                actions.onEdit(entry);
              }}
            >
              {outboxText.edit}
            </button>
          )}
          <button
            type="button"
            className="button"
            onClick={() => {
              actions.onDiscard(entry);
            }}
          >
            {outboxMessages.discard}
          </button>
        </div>
      )}
    </li>
  );
}
