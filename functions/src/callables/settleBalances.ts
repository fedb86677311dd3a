import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: everyone with a non-zero balance, largest first (the Settle screen). */
export const settleBalances = validatedOnCall(
  'settleBalances',
  ['admin'],
  async () => (await import('./impl/settleBalances.js')).useCase,
);
