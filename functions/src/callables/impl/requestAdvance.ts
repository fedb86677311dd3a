import { requestAdvanceInput } from '../../domain/api/advanceInputs.js';
import { advanceOutput } from '../../domain/api/advanceView.js';
import { requestAdvance as requestAdvanceFor } from '../../services/advances/requestAdvance.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: requestAdvanceInput, output: advanceOutput },
  (input, { caller, services }) => requestAdvanceFor(services.store, caller, input),
);
