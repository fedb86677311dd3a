import { DashboardPage } from './DashboardPage';
import { PlaceDataPage } from './PlaceDataPage';

/** The routes' screens (exported by index.ts, which app/router.tsx loads lazily). */
export const SalesDashboardPage = () => <DashboardPage side="sales" />;
export const PlacementDashboardPage = () => <DashboardPage side="placement" />;
export const CollegeDataPage = () => <PlaceDataPage side="sales" />;
export const CompanyDataPage = () => <PlaceDataPage side="placement" />;
