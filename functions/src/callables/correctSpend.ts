import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { correctSpend as correct } from '../services/spendEntries/correctSpend.js';

/** Staff: correct and resend their own refused entry (the same entry); once per request id. */
export const correctSpend = validatedOnCall(
  'correctSpend',
  contracts.correctSpend,
  ['sales', 'placement'],
  (input, { caller, services }) => {
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
    return correct(services.store, caller, {
      requestId,
      entryId,
      side,
      visitType,
      places,
      billIds,
      day,
      amounts: { allocatedAmount, spentAmount, food, fuel, stay, toll },
    });
  },
  { writes: true },
);
