import { getSpendPolicyInput, getSpendPolicyOutput } from '../../domain/api/getSpendPolicy.js';
import { readSpendPolicy } from '../../services/spendEntries/policyStore.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: getSpendPolicyInput, output: getSpendPolicyOutput },
  (_input, { services }) => readSpendPolicy(services.store),
);
