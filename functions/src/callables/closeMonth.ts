import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: close a month that is over; its statements never change after that. */
export const closeMonth = validatedOnCall(
  'closeMonth',
  ['admin'],
  async () => (await import('./impl/closeMonth.js')).useCase,
  { writes: true },
);
