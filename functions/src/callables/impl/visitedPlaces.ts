import { visitedPlacesInput, visitedPlacesOutput } from '../../domain/api/visitedPlaces.js';
import { visitedPlacesFor } from '../../services/places/visitedPlacesFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: visitedPlacesInput, output: visitedPlacesOutput },
  (input, { services }) => visitedPlacesFor(services.store, input.kind),
);
