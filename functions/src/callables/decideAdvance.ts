import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: approve, approve less or refuse a request for an advance. */
export const decideAdvance = validatedOnCall(
  'decideAdvance',
  ['admin'],
  async () => (await import('./impl/decideAdvance.js')).useCase,
  { writes: true },
);
