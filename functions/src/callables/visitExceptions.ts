import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Each rep's Far, Too fast, no location and Not accepted visits over some days (the last 30 by default). */
export const visitExceptions = validatedOnCall(
  'visitExceptions',
  ['admin'],
  async () => (await import('./impl/visitExceptions.js')).useCase,
);
