import { payAdvanceInput } from '../../domain/api/advanceInputs.js';
import { advanceOutput } from '../../domain/api/advanceView.js';
import { payAdvance as payAdvanceFor } from '../../services/advances/payAdvance.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: payAdvanceInput, output: advanceOutput },
  (input, { caller, services }) => payAdvanceFor(services.store, caller, input),
);
