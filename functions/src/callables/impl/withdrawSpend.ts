import { withdrawSpendInput, withdrawSpendOutput } from '../../domain/api/withdrawSpend.js';
import { withdrawSpend as withdraw } from '../../services/spendEntries/withdrawSpend.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: withdrawSpendInput, output: withdrawSpendOutput },
  (input, { caller, services }) => withdraw(services.store, caller, input),
);
