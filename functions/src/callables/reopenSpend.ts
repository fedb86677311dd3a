import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: reopen someone else's approved, unsettled entry with a reason; once per request id. */
export const reopenSpend = validatedOnCall(
  'reopenSpend',
  ['admin'],
  async () => (await import('./impl/reopenSpend.js')).useCase,
  { writes: true },
);
