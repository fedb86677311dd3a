import { PipelinePage } from './PipelinePage';
import { VisitLogPage } from './VisitLogPage';

/** The routes' screens (app/router.tsx loads this file lazily). */
export const SalesVisitsPage = () => <VisitLogPage kind="sales" />;
export const PlacementVisitsPage = () => <VisitLogPage kind="placement" />;
export const SalesPipelinePage = () => <PipelinePage kind="sales" />;
export const PlacementPipelinePage = () => <PipelinePage kind="placement" />;
