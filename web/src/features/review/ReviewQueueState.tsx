import { Skeleton } from '../../components/Skeleton';
import { reviewText } from './reviewText';

/** While the queue loads, when it failed (with Retry), and when nothing waits (under a filter or at all). */
export function ReviewQueueState({
  pending,
  failed,
  empty,
  filtered,
  onRetry,
}: {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  filtered: boolean;
  onRetry: () => void;
}) {
  return (
    <>
      {pending && <Skeleton label="Loading spends" rows={4} />}
      {failed && (
        <div role="alert" className="review__problem">
          <p>{reviewText.loadFailed}</p>
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {empty && <p className="review__empty">{filtered ? reviewText.emptyFiltered : reviewText.empty}</p>}
    </>
  );
}
