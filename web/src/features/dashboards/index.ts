/** The dashboards' public entry: the seed's spend dashboards and their per-place data (app/router.tsx loads it lazily). */
export { CollegeDataPage, CompanyDataPage, PlacementDashboardPage, SalesDashboardPage } from './pages';
