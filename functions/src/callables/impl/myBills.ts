import { myBillsInput, myBillsOutput } from '../../domain/api/myBills.js';
import { myBills as myBillsOf } from '../../services/spendEntries/myBills.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: myBillsInput, output: myBillsOutput },
  (input, { caller, services }) => myBillsOf(services.store, caller.uid, input?.limit ?? 50),
);
