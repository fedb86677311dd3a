import { Link } from 'react-router';
import { pendingLabel } from '../lib/submission/outboxMessages';
import { paths } from '../config/paths';
import { useUnsentCount } from '../lib/submission/useOutbox';
import { NavIcon } from './NavIcon';
import './OutboxLink.css';

/** The header's way to the Outbox, with the number of entries not sent yet. */
export function OutboxLink() {
  const unsent = useUnsentCount();
  return (
    <Link className="button outbox-link" to={paths.outbox} aria-label={pendingLabel(unsent)}>
      <NavIcon name="outbox" />
      {unsent > 0 && (
        <span className="outbox-link__badge" aria-hidden="true" data-testid="outbox-badge">
          {unsent}
        </span>
      )}
    </Link>
  );
}
