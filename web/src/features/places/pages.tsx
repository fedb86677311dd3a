import { PlacePage } from './PlacePage';

/** The routes' screens (exported by index.ts, which app/router.tsx loads lazily). */
export const SalesPlacePage = () => <PlacePage kind="sales" />;
export const PlacementPlacePage = () => <PlacePage kind="placement" />;
