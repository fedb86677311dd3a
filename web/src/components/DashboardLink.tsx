import { Link } from 'react-router';
import type { SpendSide } from '@domain/spend/sides';
import { paths, type AppPath } from '../config/paths';

/** Each side's spend dashboard: its address and its title. */
export const sideDashboards = {
  sales: { path: paths.salesDashboard, title: 'Sales Dashboard' },
  placement: { path: paths.placementDashboard, title: 'Placement Dashboard' },
} as const satisfies Record<SpendSide, { path: AppPath; title: string }>;

/**
 * The way back to a side's dashboard from an admin screen (Review, the visit screens, a place's page),
 * keeping the query `search` carries (a date range).
 */
export function DashboardLink({ side, search = '' }: { side: SpendSide; search?: string }) {
  const dashboard = sideDashboards[side];
  return (
    <Link className="button" to={`${dashboard.path}${search}`}>
      {dashboard.title}
    </Link>
  );
}
