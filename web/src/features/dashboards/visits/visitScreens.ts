import type { VisitKind } from '@domain/visitCodes';
import { paths, type AppPath } from '../../../config/paths';

export interface VisitScreens {
  logTitle: string;
  pipelineTitle: string;
  dashboard: AppPath;
  dashboardTitle: string;
  log: AppPath;
  pipeline: AppPath;
}

export const visitScreens: Record<VisitKind, VisitScreens> = {
  sales: {
    logTitle: 'Sales Visits',
    pipelineTitle: 'Sales Pipeline',
    dashboard: paths.salesDashboard,
    dashboardTitle: 'Sales Dashboard',
    log: paths.salesVisits,
    pipeline: paths.salesPipeline,
  },
  placement: {
    logTitle: 'Placement Visits',
    pipelineTitle: 'Placement Pipeline',
    dashboard: paths.placementDashboard,
    dashboardTitle: 'Placement Dashboard',
    log: paths.placementVisits,
    pipeline: paths.placementPipeline,
  },
};
