import { listAdvancesInput, listAdvancesOutput } from '../../domain/api/advanceLists.js';
import { listAdvances as listAdvancesFor } from '../../services/advances/advanceLists.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: listAdvancesInput, output: listAdvancesOutput },
  (input, { services }) => listAdvancesFor(services.store, input),
);
