import { personBalanceInput, personBalanceOutput } from '../../domain/api/personBalance.js';
import { personBalance as balance } from '../../services/settlements/balances.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: personBalanceInput, output: personBalanceOutput },
  (input, { caller, services }) => balance(services.store, caller, input),
);
