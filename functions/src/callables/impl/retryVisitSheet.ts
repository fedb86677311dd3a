import { retryVisitSheetInput, retryVisitSheetOutput } from '../../domain/api/retryVisitSheet.js';
import { appendPendingRows } from '../../services/visits/appendPendingRows.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: retryVisitSheetInput, output: retryVisitSheetOutput },
  (input, { services }) =>
    appendPendingRows(services.store, services.visitSheet, Date.now, {
      kinds: [input.kind],
      failedNow: true,
    }),
);
