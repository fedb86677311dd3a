import { mySpendsInput, mySpendsOutput } from '../../domain/api/mySpends.js';
import { mySpends as mySpendsFor } from '../../services/spendEntries/mySpends.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: mySpendsInput, output: mySpendsOutput },
  (input, { caller, services }) => mySpendsFor(services.store, caller.uid, input ?? { limit: 20 }),
);
