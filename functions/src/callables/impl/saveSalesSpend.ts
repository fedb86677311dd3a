import { saveSalesSpendInput, saveSalesSpendOutput } from '../../domain/api/saveSalesSpend.js';
import { queueBillReads } from '../../config/billReads.js';
import { saveSpend } from '../../services/spend/saveSpend.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: saveSalesSpendInput, output: saveSalesSpendOutput },
  async ({ colleges, ...entry }, { caller, services }) => {
    const answer = await saveSpend(services.store, 'sales', { ...entry, places: colleges }, caller);
    await queueBillReads(entry.billIds ?? []);
    return answer;
  },
);
