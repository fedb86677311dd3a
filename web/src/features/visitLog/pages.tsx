import { ExceptionsPage } from './ExceptionsPage';
import { PipelinePage } from './PipelinePage';
import { VisitLogPage } from './VisitLogPage';

/** The routes' screens (exported by index.ts, which app/router.tsx loads lazily). */
export const SalesVisitsPage = () => <VisitLogPage kind="sales" />;
export const PlacementVisitsPage = () => <VisitLogPage kind="placement" />;
export const SalesPipelinePage = () => <PipelinePage kind="sales" />;
export const PlacementPipelinePage = () => <PipelinePage kind="placement" />;
export const SalesExceptionsPage = () => <ExceptionsPage kind="sales" />;
export const PlacementExceptionsPage = () => <ExceptionsPage kind="placement" />;
