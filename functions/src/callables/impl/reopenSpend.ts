import { reopenSpendInput, reopenSpendOutput } from '../../domain/api/reopenSpend.js';
import { reopenSpend as reopen } from '../../services/spendEntries/reopenSpend.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: reopenSpendInput, output: reopenSpendOutput },
  (input, { caller, services }) => reopen(services.store, caller, input),
);
