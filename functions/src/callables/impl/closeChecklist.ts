import { closeChecklistInput, closeChecklistOutput } from '../../domain/api/closeChecklist.js';
import { closeChecklist as checklistOf } from '../../services/ledger/closeChecklist.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: closeChecklistInput, output: closeChecklistOutput },
  (input, { services }) => checklistOf(services.store, input.month),
);
