import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Saves a placement Spent entry: one record per company, the amounts split exactly; once per request id. */
export const savePlacementSpend = validatedOnCall(
  'savePlacementSpend',
  ['placement'],
  async () => (await import('./impl/savePlacementSpend.js')).useCase,
  { writes: true },
);
