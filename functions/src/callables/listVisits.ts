import { validatedOnCall } from '../lib/validatedOnCall.js';

/** One page of a kind's visits, newest first, narrowed by days, submitter, phase and a place search. */
export const listVisits = validatedOnCall(
  'listVisits',
  ['admin'],
  async () => (await import('./impl/listVisits.js')).useCase,
);
