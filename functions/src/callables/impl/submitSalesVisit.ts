import { submitSalesVisitInput, submitSalesVisitOutput } from '../../domain/api/submitSalesVisit.js';
import { submitVisit } from '../../services/visits/submitVisit.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: submitSalesVisitInput, output: submitSalesVisitOutput },
  (input, { caller, services }) => submitVisit(services, 'sales', input, caller),
);
