import type { VisitKind } from '@domain/visitCodes';
import { paths, type AppPath } from '../../config/paths';

export interface VisitScreens {
  logTitle: string;
  pipelineTitle: string;
  log: AppPath;
  pipeline: AppPath;
}

export const visitScreens: Record<VisitKind, VisitScreens> = {
  sales: {
    logTitle: 'Sales Visits',
    pipelineTitle: 'Sales Pipeline',
    log: paths.salesVisits,
    pipeline: paths.salesPipeline,
  },
  placement: {
    logTitle: 'Placement Visits',
    pipelineTitle: 'Placement Pipeline',
    log: paths.placementVisits,
    pipeline: paths.placementPipeline,
  },
};
