import { myReportInput, myReportOutput } from '../../domain/api/myReport.js';
import { buildReport } from '../../services/report/buildReport.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: myReportInput, output: myReportOutput },
  (input, { caller, services }) => buildReport(services.store, caller.uid, caller.roles, input?.after),
);
