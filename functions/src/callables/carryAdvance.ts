import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: carry what is left of an open advance forward to the next trips. */
export const carryAdvance = validatedOnCall(
  'carryAdvance',
  ['admin'],
  async () => (await import('./impl/carryAdvance.js')).useCase,
  { writes: true },
);
