import { placePageInput, placePageOutput } from '../../domain/api/placePage.js';
import { placePageFor } from '../../services/places/placePageFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: placePageInput, output: placePageOutput },
  (input, { services }) => placePageFor(services.store, input.kind, input.name),
);
