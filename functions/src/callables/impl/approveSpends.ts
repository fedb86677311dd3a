import { approveSpendsInput, approveSpendsOutput } from '../../domain/api/approveSpends.js';
import { approveSpends as approve } from '../../services/spendEntries/approveSpends.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: approveSpendsInput, output: approveSpendsOutput },
  (input, { caller, services }) => approve(services.store, caller, input),
);
