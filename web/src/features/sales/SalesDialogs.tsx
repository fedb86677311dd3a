import { visitMessages, submitErrorMessage } from '@domain/visits/visitMessages';
import { Dialog } from '../../components/Dialog';
import type { SalesPhase } from './useSalesSubmission';

interface SalesDialogsProps {
  phase: SalesPhase;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseStatus: () => void;
}

/** The confirmation, then the status dialog: 'Saving...' with a spinner, then the outcome. */
export function SalesDialogs({ phase, onConfirm, onCancel, onCloseStatus }: SalesDialogsProps) {
  const done = phase.name === 'done' ? phase.outcome : null;
  const statusTitle = !done
    ? visitMessages.saving
    : done.ok
      ? visitMessages.salesSubmitted
      : submitErrorMessage(done.message);
  return (
    <>
      <Dialog open={phase.name === 'confirming'} onClose={onCancel} title={visitMessages.confirmSubmit}>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            Confirm
          </button>
        </div>
      </Dialog>
      <Dialog
        open={phase.name === 'saving' || phase.name === 'done'}
        onClose={onCloseStatus}
        dismissible={done !== null}
        title={statusTitle}
        className={done && !done.ok ? 'status-dialog status-dialog--error' : 'status-dialog'}
      >
        <div role="status" aria-live="polite" className="status-dialog__body">
          {!done && <span className="spinner" aria-hidden="true" />}
          {done?.ok && (
            <p>
              Visit code: <strong className="visit-code">{done.code}</strong>
            </p>
          )}
        </div>
      </Dialog>
    </>
  );
}
