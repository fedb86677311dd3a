import { decideAdvanceInput } from '../../domain/api/advanceInputs.js';
import { advanceOutput } from '../../domain/api/advanceView.js';
import { decideAdvance as decideAdvanceFor } from '../../services/advances/decideAdvance.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: decideAdvanceInput, output: advanceOutput },
  (input, { caller, services }) => decideAdvanceFor(services.store, caller, input),
);
