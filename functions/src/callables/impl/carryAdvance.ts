import { carryAdvanceInput } from '../../domain/api/advanceInputs.js';
import { advanceOutput } from '../../domain/api/advanceView.js';
import { carryAdvance as carryAdvanceFor } from '../../services/advances/carryAdvance.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: carryAdvanceInput, output: advanceOutput },
  (input, { caller, services }) => carryAdvanceFor(services.store, caller, input),
);
