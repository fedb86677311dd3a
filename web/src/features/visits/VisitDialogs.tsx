import { visitMessages } from '@domain/visits/visitMessages';
import { useOutboxEntries } from '../../lib/submission/useOutbox';
import { Dialog } from '../../components/Dialog';
import type { VisitPhase } from './useVisitPhase';
import { VisitOutcomeDialog } from './VisitOutcomeDialog';
import { locationText } from './location/locationText';
import { currentOutcome } from './visitOutbox';

interface VisitDialogsProps {
  phase: VisitPhase;
  /** The status dialog's title while sending; null: no dialog until the outcome. */
  pendingTitle: string | null;
  successTitle: string;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseStatus: () => void;
  /** 'Send without it', offered once the location reading keeps the visit waiting. */
  onSendWithoutLocation: () => void;
}

/** The confirmation (when the kind asks for one), then the status dialog: sending, then the outcome. */
export function VisitDialogs({
  phase,
  pendingTitle,
  successTitle,
  onConfirm,
  onCancel,
  onCloseStatus,
  onSendWithoutLocation,
}: VisitDialogsProps) {
  const entries = useOutboxEntries();
  const locating = phase.name === 'saving' && phase.locating === true;
  // A kind without a sending dialog still says why the visit waits, once it does.
  const sending = phase.name === 'saving' && (pendingTitle !== null || locating);
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
      <VisitOutcomeDialog
        open={sending || phase.name === 'done'}
        onClose={onCloseStatus}
        outcome={phase.name === 'done' ? currentOutcome(phase.outcome, entries) : null}
        closable={phase.name === 'done' || (phase.name === 'saving' && phase.stored === true)}
        pendingTitle={locating ? locationText.gettingLocation : (pendingTitle ?? '')}
        successTitle={successTitle}
        {...(locating ? { onSendWithoutLocation } : {})}
      />
    </>
  );
}
