import { attachBillInput, attachBillOutput } from '../../domain/api/attachBill.js';
import { queueBillReads } from '../../config/billReads.js';
import { attachBill as attach } from '../../services/spendEntries/attachBill.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: attachBillInput, output: attachBillOutput },
  async (input, { caller, services }) => {
    const answer = await attach(services.store, caller, input);
    await queueBillReads([input.billId]);
    return answer;
  },
);
