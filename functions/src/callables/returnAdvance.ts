import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: record money given back of an open advance (a receipt). */
export const returnAdvance = validatedOnCall(
  'returnAdvance',
  ['admin'],
  async () => (await import('./impl/returnAdvance.js')).useCase,
  { writes: true },
);
