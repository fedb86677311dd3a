import { validatedOnCall } from '../lib/validatedOnCall.js';

/** The owner or an admin: cancel an advance before it is paid. */
export const cancelAdvance = validatedOnCall(
  'cancelAdvance',
  ['sales', 'placement', 'admin'],
  async () => (await import('./impl/cancelAdvance.js')).useCase,
  { writes: true },
);
