import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { saveSpend } from '../services/spend/saveSpend.js';

/** Saves a placement Spent entry: one record per company, the amounts split exactly; once per request id. */
export const savePlacementSpend = validatedOnCall(
  'savePlacementSpend',
  contracts.savePlacementSpend,
  ['placement'],
  ({ companies, ...entry }, { caller, services }) =>
    saveSpend(services.store, 'placement', { ...entry, places: companies }, caller),
  { writes: true },
);
