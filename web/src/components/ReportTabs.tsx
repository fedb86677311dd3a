import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import './ReportTabs.css';

/**
 * The Report's views: every visit and spend, the spends with their review state, and the follow-ups
 * due (with the count of overdue and today's).
 */
export function ReportTabs({
  refused = 0,
  due = 0,
}: {
  refused?: number | undefined;
  due?: number | undefined;
}) {
  return (
    <nav className="report-tabs" aria-label="Report views">
      <NavLink className="report-tabs__tab" to={paths.report} end>
        Visits and spends
      </NavLink>
      <NavLink className="report-tabs__tab" to={paths.mySpends} end>
        My spends
        {refused > 0 && <span className="report-tabs__badge">{refused} refused</span>}
      </NavLink>
      <NavLink className="report-tabs__tab" to={paths.due} end>
        Due
        {due > 0 && <span className="report-tabs__badge">{due} due</span>}
      </NavLink>
    </nav>
  );
}
