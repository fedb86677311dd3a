import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: give an advance with no request, paid as it is made. */
export const giveAdvance = validatedOnCall(
  'giveAdvance',
  ['admin'],
  async () => (await import('./impl/giveAdvance.js')).useCase,
  { writes: true },
);
