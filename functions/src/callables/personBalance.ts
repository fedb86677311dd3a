import { validatedOnCall } from '../lib/validatedOnCall.js';

/** One person's balance, open entries and settlements: staff their own, admins anyone's. */
export const personBalance = validatedOnCall(
  'personBalance',
  ['admin', 'sales', 'placement'],
  async () => (await import('./impl/personBalance.js')).useCase,
);
