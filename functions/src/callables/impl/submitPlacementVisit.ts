import {
  submitPlacementVisitInput,
  submitPlacementVisitOutput,
} from '../../domain/api/submitPlacementVisit.js';
import { submitVisit } from '../../services/visits/submitVisit.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: submitPlacementVisitInput, output: submitPlacementVisitOutput },
  (input, { caller, services }) => submitVisit(services, 'placement', input, caller),
);
