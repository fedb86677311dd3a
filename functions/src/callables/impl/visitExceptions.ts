import { visitExceptionsInput, visitExceptionsOutput } from '../../domain/api/visitExceptions.js';
import { visitExceptionsFor } from '../../services/visits/visitExceptionsFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: visitExceptionsInput, output: visitExceptionsOutput },
  (input, { services }) => visitExceptionsFor(services.store, input),
);
