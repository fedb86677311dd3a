import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: reverse a settlement with a reason; its entries are approved and unsettled again. */
export const reverseSettlement = validatedOnCall(
  'reverseSettlement',
  ['admin'],
  async () => (await import('./impl/reverseSettlement.js')).useCase,
  { writes: true },
);
