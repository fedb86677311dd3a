import { cancelAdvanceInput } from '../../domain/api/advanceInputs.js';
import { advanceOutput } from '../../domain/api/advanceView.js';
import { cancelAdvance as cancelAdvanceFor } from '../../services/advances/cancelAdvance.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: cancelAdvanceInput, output: advanceOutput },
  (input, { caller, services }) => cancelAdvanceFor(services.store, caller, input),
);
