import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: pay an approved advance, once; booked on the person's advance ledger. */
export const payAdvance = validatedOnCall(
  'payAdvance',
  ['admin'],
  async () => (await import('./impl/payAdvance.js')).useCase,
  { writes: true },
);
