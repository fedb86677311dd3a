import type { SpendSide } from '@domain/spend/sides';
import { DashboardLink } from '../../components/DashboardLink';
import { ProfileMenu } from '../../components/ProfileMenu';
import { reviewText } from './reviewText';

/** The skip link to the first row (when there is one), the way back to the side's dashboard, the title and the avatar menu. */
export function ReviewHeader({ side, onSkip }: { side: SpendSide; onSkip: (() => void) | null }) {
  return (
    <>
      {onSkip && (
        <a
          className="review__skip"
          href="#review-list"
          onClick={(event) => {
            event.preventDefault();
            onSkip();
          }}
        >
          {reviewText.skipToFirst}
        </a>
      )}
      <header className="dashboard__header review__header">
        <DashboardLink side={side} />
        <h1 className="dashboard__title">{reviewText.title}</h1>
        <ProfileMenu area="dashboard" />
      </header>
    </>
  );
}
