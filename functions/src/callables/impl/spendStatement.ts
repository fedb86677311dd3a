import { spendStatementInput, spendStatementOutput } from '../../domain/api/spendStatement.js';
import { spendStatement as statement } from '../../services/settlements/statement.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: spendStatementInput, output: spendStatementOutput },
  (input, { caller, services }) => statement(services.store, caller, input),
);
