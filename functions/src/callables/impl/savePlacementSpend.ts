import { savePlacementSpendInput, savePlacementSpendOutput } from '../../domain/api/savePlacementSpend.js';
import { queueBillReads } from '../../config/billReads.js';
import { saveSpend } from '../../services/spend/saveSpend.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: savePlacementSpendInput, output: savePlacementSpendOutput },
  async ({ companies, ...entry }, { caller, services }) => {
    const answer = await saveSpend(services.store, 'placement', { ...entry, places: companies }, caller);
    await queueBillReads(entry.billIds ?? []);
    return answer;
  },
);
