import { visitSheetStateInput, visitSheetStateOutput } from '../../domain/api/visitSheetState.js';
import { visitSheetStateFor } from '../../services/visits/visitSheetStateFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: visitSheetStateInput, output: visitSheetStateOutput },
  (input, { services }) => visitSheetStateFor(services.store, services.visitSheet, input.kind),
);
