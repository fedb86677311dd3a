import type { ReviewQueueOutput } from '@domain/api/reviewQueue';
import { reviewText } from './reviewText';

interface ReviewToolbarProps {
  waiting: ReviewQueueOutput['waiting'] | undefined;
  /** How many rows the list shows. */
  shownCount: number;
  selection: {
    selectable: readonly unknown[];
    selectedRows: readonly unknown[];
    allSelected: boolean;
    selectAll: (on: boolean) => void;
  };
  bulk: { bulk: { busy: boolean; message: string | null }; setConfirming: (on: boolean) => void };
}

/** Above the list: how many spends wait on each side, select all, approve the selected, and how that went. */
export function ReviewToolbar({
  waiting,
  shownCount,
  selection,
  bulk: { bulk, setConfirming },
}: ReviewToolbarProps) {
  const selectableCount = selection.selectable.length;
  const selectedCount = selection.selectedRows.length;
  return (
    <div className="review__toolbar">
      {waiting && (
        <p className="review__waiting" aria-live="polite">
          Waiting: {waiting.sales} sales, {waiting.placement} placement
        </p>
      )}
      {shownCount > 0 && (
        <label className="review__select-all">
          <input
            type="checkbox"
            checked={selection.allSelected}
            disabled={selectableCount === 0}
            onChange={(event) => {
              selection.selectAll(event.target.checked);
            }}
          />
          {reviewText.selectAll(selectableCount)}
        </label>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={selectedCount === 0 || bulk.busy}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {bulk.busy ? 'Approving...' : reviewText.approveSelected(selectedCount)}
      </button>
      {bulk.message && (
        <p className="review__bulk" role="status">
          {bulk.message}
        </p>
      )}
    </div>
  );
}
