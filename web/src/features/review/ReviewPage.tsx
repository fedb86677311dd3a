import { useUrlChoices } from '../../lib/useUrlChoices';
import { AdvanceRequests } from './advances/AdvanceRequests';
import { RecordPayment } from './advances/RecordPayment';
import { BulkApproveDialog } from './BulkApproveDialog';
import { DecisionDialog } from './DecisionDialog';
import { NewSpends } from './NewSpends';
import { changeOf, filterFromParams } from './reviewFilter';
import { ReviewFilters } from './ReviewFilters';
import { ReviewHeader } from './ReviewHeader';
import { ReviewList } from './ReviewList';
import { ReviewQueueState } from './ReviewQueueState';
import { reviewText } from './reviewText';
import { ReviewToolbar } from './ReviewToolbar';
import { useReviewDesk } from './useReviewDesk';
import '../../components/adminScreen.css';
import './review.css';

/**
 * /review: the spends waiting for review, oldest first, 20 at a time, filtered by side, staff member,
 * days and flag. Approve, approve less or refuse each (a, r and j / k from the keyboard; g r or the skip
 * link to the first), or approve several unflagged ones at once (after a confirmation naming their count
 * and total). A decided row stays in view with its outcome, through every refresh of the list, so the
 * list keeps its place; an approved one may be reopened from there. Spends sent meanwhile are announced
 * ('Show 2 new spends'), not slipped in (useShownQueue). Each decision names the version the row shows: one changed since is
 * refused and the row updated.
 */
export function ReviewPage() {
  const { committed, shown, choose } = useUrlChoices({ replace: true });
  const filter = filterFromParams(committed);
  const desk = useReviewDesk(filter);
  const { queue, rows, selection, bulk, keys } = desk;
  const { deciding, setDeciding, notices, decided } = desk.decisions;
  const first = queue.data?.pages[0];
  return (
    <section className="dashboard review">
      <ReviewHeader side={filter.side ?? 'sales'} onSkip={rows.length > 0 ? keys.focusFirst : null} />
      <ReviewFilters
        filter={filterFromParams(shown)}
        staff={first?.staff ?? []}
        onChange={(next) => {
          desk.setCurrent(0);
          selection.clear();
          choose(changeOf(next));
        }}
      />
      <AdvanceRequests advances={desk.cover.advances} />
      <ReviewToolbar waiting={first?.waiting} shownCount={rows.length} selection={selection} bulk={bulk} />
      <p className="review__keys">{reviewText.keyboard}</p>
      <ReviewQueueState
        pending={queue.isPending}
        failed={queue.isError}
        empty={queue.isSuccess && rows.length === 0}
        filtered={Object.keys(filter).length > 0}
        onRetry={() => void queue.refetch()}
      />
      {rows.length > 0 && (
        <ReviewList
          rows={rows}
          rowRefs={desk.rowRefs}
          actionsOf={desk.actionsOf}
          current={desk.current}
          selected={selection.selected}
          notices={notices}
          onKeyDown={keys.onKeyDown}
          onFocusRow={desk.setCurrent}
          onSelect={selection.select}
          onDecide={(index, entry, kind) => {
            desk.setCurrent(index);
            desk.decide(entry, kind);
          }}
          uncoveredOf={desk.cover.uncoveredOf}
          onRecordPayment={desk.setRecording}
          busy={queue.isFetching}
          hasMore={queue.hasNextPage}
          loadingMore={queue.isFetchingNextPage}
          onLoadMore={() => void queue.fetchNextPage()}
        />
      )}
      <NewSpends count={desk.newCount} onShow={desk.showNew} />
      {bulk.confirming && (
        <BulkApproveDialog
          entries={selection.selectedRows}
          onConfirm={() => void bulk.approveSelected()}
          onCancel={() => {
            bulk.setConfirming(false);
          }}
        />
      )}
      <RecordPaymentOf desk={desk} />
      {deciding && (
        <DecisionDialog
          key={`${deciding.entry.id}-${deciding.kind}`}
          entry={deciding.entry}
          kind={deciding.kind}
          onClose={() => {
            setDeciding(null);
          }}
          onDone={decided}
        />
      )}
    </section>
  );
}

/** The Record the payment dialog of the spend it was opened on, if any: it ends as a decision does. */
function RecordPaymentOf({ desk }: { desk: ReturnType<typeof useReviewDesk> }) {
  const { recording, setRecording, cover, decisions } = desk;
  if (!recording) return null;
  return (
    <RecordPayment
      entry={recording}
      uncoveredOf={cover.uncoveredOf}
      onClose={() => {
        setRecording(null);
      }}
      onDone={(outcome) => {
        setRecording(null);
        decisions.decided(outcome);
      }}
    />
  );
}
