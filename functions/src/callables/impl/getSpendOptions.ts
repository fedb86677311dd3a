import { getSpendOptionsInput, getSpendOptionsOutput } from '../../domain/api/getSpendOptions.js';
import { readSpendOptions } from '../../services/spend/spendOptionsStore.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: getSpendOptionsInput, output: getSpendOptionsOutput },
  (_input, { services }) => readSpendOptions(services.store),
);
