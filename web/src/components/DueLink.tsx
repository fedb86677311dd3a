import { Link } from 'react-router';
import { paths } from '../config/paths';
import './DueLink.css';

/** The visit screen's way to the Due list (under its header), with the count of overdue and today's. */
export function DueLink({ pressing }: { pressing: number }) {
  const label = pressing > 0 ? `Due: ${String(pressing)} overdue or today` : 'Due';
  return (
    <Link className="button due-link" to={paths.due} aria-label={label}>
      Due
      {pressing > 0 && (
        <span className="due-link__badge" aria-hidden="true" data-testid="due-badge">
          {pressing}
        </span>
      )}
    </Link>
  );
}
