import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: approve, approve for less or refuse someone else's waiting entry; once per request id. */
export const decideSpend = validatedOnCall(
  'decideSpend',
  ['admin'],
  async () => (await import('./impl/decideSpend.js')).useCase,
  { writes: true },
);
