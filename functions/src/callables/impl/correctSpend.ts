import { correctSpendInput, correctSpendOutput } from '../../domain/api/correctSpend.js';
import { queueBillReads } from '../../config/billReads.js';
import { correctSpend as correct } from '../../services/spendEntries/correctSpend.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: correctSpendInput, output: correctSpendOutput },
  async (input, { caller, services }) => {
    const {
      requestId,
      entryId,
      side,
      visitType,
      billIds,
      day,
      vehicle,
      allocatedAmount,
      spentAmount,
      food,
      fuel,
      stay,
      toll,
    } = input;
    const places = input.side === 'sales' ? input.colleges : input.companies;
    const answer = await correct(services.store, caller, {
      requestId,
      entryId,
      side,
      visitType,
      places,
      billIds,
      day,
      vehicle,
      amounts: { allocatedAmount, spentAmount, food, fuel, stay, toll },
    });
    await queueBillReads(billIds);
    return answer;
  },
);
