import { useState } from 'react';
import { outboxMessages } from '../../lib/submission/outboxMessages';
import { paths } from '../../config/paths';
import { FormMessage } from '../../components/form/FormMessage';
import { PageHeader } from '../../components/PageHeader';
import { ProfileMenu } from '../../components/ProfileMenu';
import { hasRole, useSession } from '../../lib/session';
import { useOnline } from '../../lib/submission/connectivity';
import type { OutboxEntry } from '../../lib/submission/entry';
import { outbox } from '../../lib/submission/outbox';
import { submissionText } from '../../lib/submission/submissionText';
import { useOutboxEntries } from '../../lib/submission/useOutbox';
import { SpentDialog } from '../spend/SpentDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { OutboxEntryRow, type RowActions } from './OutboxEntryRow';
import { outboxText } from './outboxText';
import { useOutboxEdit } from './useOutboxEdit';
import './outbox.css';

type Asking = { kind: 'discard' | 'uploadAnyway'; entry: OutboxEntry } | null;

/** What the person confirmed: the entry discarded, or a refused duplicate uploaded anyway. */
function doAsked({ kind, entry }: NonNullable<Asking>): void {
  if (kind === 'discard') void outbox.discard(entry.id);
  else if (entry.kind === 'upload') {
    void outbox.retry(entry.id, { upload: { ...entry.upload, allowDuplicate: true } });
  }
}

/** /outbox: every entry this account made on this phone, newest first, with where it stands. */
export function OutboxPage() {
  const session = useSession();
  const entries = useOutboxEntries();
  const online = useOnline();
  const [asking, setAsking] = useState<Asking>(null);
  const { edit, message, spendEdit, closeSpendEdit } = useOutboxEdit();
  const backTo = hasRole(session, 'sales') ? paths.sales : paths.placement;
  const newestFirst = [...entries].reverse();
  const waiting = entries.some((entry) => entry.state === 'waiting');

  const actions: RowActions = {
    onRetry: (entry) => void outbox.retry(entry.id),
    onUploadAnyway: (entry) => {
      setAsking({ kind: 'uploadAnyway', entry });
    },
    onEdit: (entry) => void edit(entry),
    onDiscard: (entry) => {
      setAsking({ kind: 'discard', entry });
    },
  };

  const confirm = () => {
    if (!asking) return;
    setAsking(null);
    doAsked(asking);
  };

  return (
    <section className="outbox">
      <PageHeader backTo={backTo} title={<h1 className="outbox__title">{outboxMessages.title}</h1>}>
        <ProfileMenu area="staff" />
      </PageHeader>
      {online && waiting && (
        <button
          type="button"
          className="button button--primary outbox__send-now"
          onClick={() => {
            outbox.kick({ now: true });
          }}
        >
          {submissionText.sendNow}
        </button>
      )}
      {message && <FormMessage>{message}</FormMessage>}
      {newestFirst.length === 0 ? (
        <p className="outbox__empty">{outboxMessages.empty}</p>
      ) : (
        <ul className="outbox__list" aria-label="Entries on this phone">
          {newestFirst.map((entry) => (
            <OutboxEntryRow key={entry.id} entry={entry} actions={actions} />
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          question={asking.kind === 'discard' ? outboxText.discardQuestion : outboxText.uploadAnywayQuestion}
          confirmLabel={asking.kind === 'discard' ? outboxMessages.discard : outboxText.uploadAnyway}
          cancelLabel={outboxText.keep}
          danger={asking.kind === 'discard'}
          onConfirm={confirm}
          onCancel={() => {
            setAsking(null);
          }}
        />
      )}
      {spendEdit && (
        <SpentDialog
          side={spendEdit.side}
          open
          editing={{ entryId: spendEdit.entryId, values: spendEdit.values }}
          onClose={closeSpendEdit}
        />
      )}
    </section>
  );
}
