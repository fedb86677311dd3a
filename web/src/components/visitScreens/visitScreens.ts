import type { VisitKind } from '@domain/visitCodes';
import { paths, type AppPath } from '../../config/paths';

export interface VisitScreens {
  logTitle: string;
  pipelineTitle: string;
  exceptionsTitle: string;
  log: AppPath;
  pipeline: AppPath;
  exceptions: AppPath;
}

export const visitScreens: Record<VisitKind, VisitScreens> = {
  sales: {
    logTitle: 'Sales Visits',
    pipelineTitle: 'Sales Pipeline',
    exceptionsTitle: 'Sales Visit Exceptions',
    log: paths.salesVisits,
    pipeline: paths.salesPipeline,
    exceptions: paths.salesExceptions,
  },
  placement: {
    logTitle: 'Placement Visits',
    pipelineTitle: 'Placement Pipeline',
    exceptionsTitle: 'Placement Visit Exceptions',
    log: paths.placementVisits,
    pipeline: paths.placementPipeline,
    exceptions: paths.placementExceptions,
  },
};
