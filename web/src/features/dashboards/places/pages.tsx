import { PlacePage } from './PlacePage';

/** The routes' screens (app/router.tsx loads this file lazily). */
export const SalesPlacePage = () => <PlacePage kind="sales" />;
export const PlacementPlacePage = () => <PlacePage kind="placement" />;
