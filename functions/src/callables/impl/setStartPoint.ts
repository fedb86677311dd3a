import { setStartPointInput, setStartPointOutput } from '../../domain/api/setStartPoint.js';
import { setStartPoint as save } from '../../services/day/setStartPoint.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: setStartPointInput, output: setStartPointOutput },
  (input, { caller, services }) => save(services.store, caller, input),
);
