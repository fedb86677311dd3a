import { giveAdvanceInput } from '../../domain/api/advanceInputs.js';
import { advanceOutput } from '../../domain/api/advanceView.js';
import { giveAdvance as giveAdvanceFor } from '../../services/advances/payAdvance.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: giveAdvanceInput, output: advanceOutput },
  (input, { caller, services }) => giveAdvanceFor(services.store, caller, input),
);
