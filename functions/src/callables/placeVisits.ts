import { validatedOnCall } from '../lib/validatedOnCall.js';

/** One college's or company's visits, oldest first: the timeline of the visit panel. */
export const placeVisits = validatedOnCall(
  'placeVisits',
  ['admin'],
  async () => (await import('./impl/placeVisits.js')).useCase,
);
