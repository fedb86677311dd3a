import { listVisitsInput, listVisitsOutput } from '../../domain/api/listVisits.js';
import { listVisitsFor } from '../../services/visits/listVisitsFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: listVisitsInput, output: listVisitsOutput },
  (input, { services }) => listVisitsFor(services.store, input),
);
