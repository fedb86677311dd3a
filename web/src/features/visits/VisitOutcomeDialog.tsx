import { outboxMessages } from '../../lib/submission/outboxMessages';
import { submitErrorMessage } from '@domain/visits/visitMessages';
import type { VisitOutcome } from './visitOutbox';
import { Dialog } from '../../components/Dialog';
import { locationText } from './location/locationText';

interface VisitOutcomeDialogProps {
  open: boolean;
  onClose: () => void;
  /** null while the visit is being sent: the pending title and a spinner. */
  outcome: VisitOutcome | null;
  /** Whether the X closes it: the outcome, or a visit kept on the phone whose answer is awaited. */
  closable: boolean;
  successTitle: string;
  pendingTitle?: string;
  /** While sending: 'Send without it' (the visit waits for its location reading). */
  onSendWithoutLocation?: (() => void) | undefined;
}

/** How a visit submission went: the code it got, kept on the phone to be sent, or 'Error: ...'. */
export function VisitOutcomeDialog({
  open,
  onClose,
  outcome,
  closable,
  successTitle,
  pendingTitle = '',
  onSendWithoutLocation,
}: VisitOutcomeDialogProps) {
  const failed = outcome?.status === 'failed';
  const title =
    !outcome || outcome.status === 'pending'
      ? pendingTitle
      : outcome.status === 'sent'
        ? successTitle
        : outcome.status === 'queued'
          ? outboxMessages.savedOnPhone
          : submitErrorMessage(outcome.message);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={closable}
      title={title}
      className={failed ? 'status-dialog status-dialog--error' : 'status-dialog'}
    >
      <div role="status" aria-live="polite" className="status-dialog__body">
        {!outcome && <span className="spinner" aria-hidden="true" />}
        {!outcome && onSendWithoutLocation && (
          <button type="button" className="button" onClick={onSendWithoutLocation}>
            {locationText.sendWithout}
          </button>
        )}
        {outcome?.status === 'sent' && (
          <p>
            Visit code: <strong className="visit-code">{outcome.code}</strong>
          </p>
        )}
      </div>
    </Dialog>
  );
}
