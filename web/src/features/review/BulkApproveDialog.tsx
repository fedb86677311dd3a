import type { SpendEntryView } from '@domain/api/spendEntryView';
import { fromPaise, toPaise } from '@domain/spend/money';
import { Dialog } from '../../components/Dialog';
import { reviewText } from './reviewText';

interface BulkApproveDialogProps {
  entries: readonly SpendEntryView[];
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Approve 3 spends for ₹4,321.00?': what 'Approve selected' is about to approve, before it does. */
export function BulkApproveDialog({ entries, onConfirm, onCancel }: BulkApproveDialogProps) {
  const totalPaise = entries.reduce((sum, entry) => sum + toPaise(entry.amounts.spentAmount), 0);
  return (
    <Dialog open onClose={onCancel} title={reviewText.bulkQuestion(entries.length, fromPaise(totalPaise))}>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} data-autofocus>
          Approve {entries.length}
        </button>
      </div>
    </Dialog>
  );
}
