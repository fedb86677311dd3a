import { contracts } from '../domain/api/contracts.js';
import { queueBillReads } from '../config/billReads.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { saveSpend } from '../services/spend/saveSpend.js';

/** Saves a sales Spent entry: one record per college, the amounts split exactly; once per request id. */
export const saveSalesSpend = validatedOnCall(
  'saveSalesSpend',
  contracts.saveSalesSpend,
  ['sales'],
  async ({ colleges, ...entry }, { caller, services }) => {
    const answer = await saveSpend(services.store, 'sales', { ...entry, places: colleges }, caller);
    await queueBillReads(entry.billIds ?? []);
    return answer;
  },
  { writes: true },
);
