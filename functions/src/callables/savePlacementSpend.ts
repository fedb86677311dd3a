import { contracts } from '../domain/api/contracts.js';
import { queueBillReads } from '../config/billReads.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { saveSpend } from '../services/spend/saveSpend.js';

/** Saves a placement Spent entry: one record per company, the amounts split exactly; once per request id. */
export const savePlacementSpend = validatedOnCall(
  'savePlacementSpend',
  contracts.savePlacementSpend,
  ['placement'],
  async ({ companies, ...entry }, { caller, services }) => {
    const answer = await saveSpend(services.store, 'placement', { ...entry, places: companies }, caller);
    await queueBillReads(entry.billIds ?? []);
    return answer;
  },
  { writes: true },
);
