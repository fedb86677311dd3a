import { spendRecordsInput, spendRecordsOutput } from '../../domain/api/spendRecords.js';
import { spendRecordsPage } from '../../services/spendTotals/spendRecordsPage.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: spendRecordsInput, output: spendRecordsOutput },
  (input, { services }) => spendRecordsPage(services.store, input),
);
