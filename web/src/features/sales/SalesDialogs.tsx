import { visitMessages } from '@domain/visits/visitMessages';
import { Dialog } from '../../components/Dialog';
import { VisitOutcomeDialog } from '../../components/VisitOutcomeDialog';
import type { SalesPhase } from './useSalesSubmission';

interface SalesDialogsProps {
  phase: SalesPhase;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseStatus: () => void;
}

/** The confirmation, then the status dialog: 'Saving...' with a spinner, then the outcome. */
export function SalesDialogs({ phase, onConfirm, onCancel, onCloseStatus }: SalesDialogsProps) {
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
        open={phase.name === 'saving' || phase.name === 'done'}
        onClose={onCloseStatus}
        outcome={phase.name === 'done' ? phase.outcome : null}
        pendingTitle={visitMessages.saving}
        successTitle={visitMessages.salesSubmitted}
      />
    </>
  );
}
