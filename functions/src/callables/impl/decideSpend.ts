import { decideSpendInput, decideSpendOutput } from '../../domain/api/decideSpend.js';
import { decideSpend as decide } from '../../services/spendEntries/decideSpend.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: decideSpendInput, output: decideSpendOutput },
  (input, { caller, services }) => decide(services.store, caller, input),
);
