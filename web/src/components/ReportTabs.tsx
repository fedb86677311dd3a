import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import './ReportTabs.css';

/** The Report's two views: every visit and spend, and the spends with their review state. */
export function ReportTabs({ refused = 0 }: { refused?: number | undefined }) {
  return (
    <nav className="report-tabs" aria-label="Report views">
      <NavLink className="report-tabs__tab" to={paths.report} end>
        Visits and spends
      </NavLink>
      <NavLink className="report-tabs__tab" to={paths.mySpends} end>
        My spends
        {refused > 0 && <span className="report-tabs__badge">{refused} refused</span>}
      </NavLink>
    </nav>
  );
}
