import { dashboardTitles } from './dashboardText';
import { placeWords, type SpendSide } from '@domain/spend/sides';
import { paths, type AppPath } from '../../config/paths';

export interface SideScreens {
  titles: (typeof dashboardTitles)[SpendSide];
  /** 'College' or 'Company': the place column and the per-place table's first column. */
  placeLabel: string;
  dashboard: AppPath;
  places: AppPath;
  /** The visit log of the side's kind. */
  visits: AppPath;
}

export const sideScreens: Record<SpendSide, SideScreens> = {
  sales: {
    titles: dashboardTitles.sales,
    placeLabel: placeWords.sales.Noun,
    dashboard: paths.salesDashboard,
    places: paths.collegeData,
    visits: paths.salesVisits,
  },
  placement: {
    titles: dashboardTitles.placement,
    placeLabel: placeWords.placement.Noun,
    dashboard: paths.placementDashboard,
    places: paths.companyData,
    visits: paths.placementVisits,
  },
};
