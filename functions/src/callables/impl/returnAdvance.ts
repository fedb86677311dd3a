import { returnAdvanceInput } from '../../domain/api/advanceInputs.js';
import { advanceOutput } from '../../domain/api/advanceView.js';
import { returnAdvance as returnAdvanceFor } from '../../services/advances/returnAdvance.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: returnAdvanceInput, output: advanceOutput },
  (input, { caller, services }) => returnAdvanceFor(services.store, caller, input),
);
