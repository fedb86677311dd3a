import { spendSummaryInput, spendSummaryOutput } from '../../domain/api/spendSummary.js';
import { spendSummary as summarise } from '../../services/spendTotals/spendSummary.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: spendSummaryInput, output: spendSummaryOutput },
  (input, { services }) => summarise(services.store, input),
);
