import { settleBalancesInput, settleBalancesOutput } from '../../domain/api/settleBalances.js';
import { settleBalances as balances } from '../../services/settlements/balances.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: settleBalancesInput, output: settleBalancesOutput },
  (_input, { services }) => balances(services.store),
);
