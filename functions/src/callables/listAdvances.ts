import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: requests, unpaid and open advances with their ages (Review and Settle). */
export const listAdvances = validatedOnCall(
  'listAdvances',
  ['admin'],
  async () => (await import('./impl/listAdvances.js')).useCase,
);
