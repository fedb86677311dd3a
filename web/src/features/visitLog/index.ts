/** The visit log's public entry: each side's log, pipeline and exceptions (app/router.tsx loads it lazily). */
export {
  PlacementExceptionsPage,
  PlacementPipelinePage,
  PlacementVisitsPage,
  SalesExceptionsPage,
  SalesPipelinePage,
  SalesVisitsPage,
} from './pages';
