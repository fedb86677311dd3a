import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { saveSpend } from '../services/spend/saveSpend.js';

/** Saves a sales Spent entry: one record per college, the amounts split exactly; once per request id. */
export const saveSalesSpend = validatedOnCall(
  'saveSalesSpend',
  contracts.saveSalesSpend,
  ['sales'],
  ({ colleges, ...entry }, { caller, services }) =>
    saveSpend(services.store, 'sales', { ...entry, places: colleges }, caller),
  { writes: true },
);
