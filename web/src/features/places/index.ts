/** A place's page, public entry: a college's and a company's (app/router.tsx loads it lazily). */
export { PlacementPlacePage, SalesPlacePage } from './pages';
