import { spendEntryInput, spendEntryOutput } from '../../domain/api/spendEntry.js';
import { spendEntry as spendEntryOf } from '../../services/spendEntries/spendEntry.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: spendEntryInput, output: spendEntryOutput },
  (input, { services }) => spendEntryOf(services.store, input.entryId),
);
