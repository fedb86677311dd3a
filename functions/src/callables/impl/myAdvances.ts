import { myAdvancesInput, myAdvancesOutput } from '../../domain/api/advanceLists.js';
import { myAdvances as myAdvancesFor } from '../../services/advances/advanceLists.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: myAdvancesInput, output: myAdvancesOutput },
  (_input, { caller, services }) => myAdvancesFor(services.store, caller.uid),
);
