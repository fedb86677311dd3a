/** The visit log's public entry: each side's log and pipeline (app/router.tsx loads it lazily). */
export { PlacementPipelinePage, PlacementVisitsPage, SalesPipelinePage, SalesVisitsPage } from './pages';
