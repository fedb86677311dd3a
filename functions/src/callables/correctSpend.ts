import { contracts } from '../domain/api/contracts.js';
import { queueBillReads } from '../config/billReads.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { correctSpend as correct } from '../services/spendEntries/correctSpend.js';

/** Staff: correct and resend their own refused entry (the same entry); once per request id. */
export const correctSpend = validatedOnCall(
  'correctSpend',
  contracts.correctSpend,
  ['sales', 'placement'],
  async (input, { caller, services }) => {
    const {
      requestId,
      entryId,
      side,
      visitType,
      billIds,
      day,
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
      amounts: { allocatedAmount, spentAmount, food, fuel, stay, toll },
    });
    await queueBillReads(billIds);
    return answer;
  },
  { writes: true },
);
