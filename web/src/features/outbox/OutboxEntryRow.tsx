import { format } from 'date-fns';
import { outboxMessages } from '@domain/outbox/outboxMessages';
import type { OutboxEntry } from '../../lib/submission/entry';
import { outbox } from '../../lib/submission/outbox';

/** Retrying a duplicate photo means 'upload anyway': the user has seen who uploaded it before. */
function retryChange(entry: OutboxEntry): Partial<OutboxEntry> {
  if (entry.kind === 'upload' && entry.problem?.code === 'duplicate') {
    return { upload: { ...entry.upload, allowDuplicate: true } };
  }
  return {};
}

/** One entry: what it is, when it was made, its state, and what can be done about a failure. */
export function OutboxEntryRow({ entry }: { entry: OutboxEntry }) {
  const { state, problem } = entry;
  return (
    <li className={`outbox-entry outbox-entry--${state}`} data-testid="outbox-entry">
      <div className="outbox-entry__head">
        <span className="outbox-entry__summary">{entry.summary}</span>
        <span className="outbox-entry__state" data-testid="outbox-state">
          {outboxMessages.stateLabels[state]}
        </span>
      </div>
      <span className="outbox-entry__time">Made {format(entry.createdAt, 'dd/MM/yyyy HH:mm')}</span>
      {state === 'sent' && entry.result?.code && (
        <span className="outbox-entry__code">
          Visit code: <strong className="visit-code">{entry.result.code}</strong>
        </span>
      )}
      {state === 'waiting' && problem && (
        <span className="outbox-entry__note">Last try did not get through; it is tried again soon.</span>
      )}
      {state === 'failed' && (
        <>
          <p className="outbox-entry__problem">{problem?.message ?? outboxMessages.notStored}</p>
          <div className="outbox-entry__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void outbox.retry(entry.id, retryChange(entry))}
            >
              {outboxMessages.retry}
            </button>
            <button type="button" className="button" onClick={() => void outbox.discard(entry.id)}>
              {outboxMessages.discard}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
