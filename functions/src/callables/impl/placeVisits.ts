import { placeVisitsInput, placeVisitsOutput } from '../../domain/api/placeVisits.js';
import { placeVisitsFor } from '../../services/visits/placeVisitsFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: placeVisitsInput, output: placeVisitsOutput },
  (input, { services }) => placeVisitsFor(services.store, input.kind, input.place),
);
