import { closeMonthInput, closeMonthOutput } from '../../domain/api/closeMonth.js';
import { closeLedgerMonth } from '../../services/ledger/monthClose.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: closeMonthInput, output: closeMonthOutput },
  (input, { caller, services }) => closeLedgerMonth(services.store, caller, input.month),
);
