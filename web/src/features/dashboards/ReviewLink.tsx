import { Link } from 'react-router';
import type { SpendSide } from '@domain/spend/sides';
import { paths } from '../../config/paths';
import { useWaitingCount } from '../review/api/reviewQueue';

/** The dashboards menu's way to Review (on its side), with the number of spends waiting there. */
export function ReviewLink({ side }: { side?: SpendSide | undefined }) {
  const waiting = useWaitingCount(side);
  const count = waiting.data;
  return (
    <Link
      className="button review-link"
      to={side ? `${paths.review}?side=${side}` : paths.review}
      aria-label={count === undefined ? 'Review' : `Review, ${String(count)} waiting`}
    >
      Review
      {count !== undefined && count > 0 && (
        <span className="review-link__count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
