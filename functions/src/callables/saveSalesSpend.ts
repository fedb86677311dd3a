import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Saves a sales Spent entry: one record per college, the amounts split exactly; once per request id. */
export const saveSalesSpend = validatedOnCall(
  'saveSalesSpend',
  ['sales'],
  async () => (await import('./impl/saveSalesSpend.js')).useCase,
  { writes: true },
);
