import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: approve several unflagged waiting entries of others at once. */
export const approveSpends = validatedOnCall(
  'approveSpends',
  ['admin'],
  async () => (await import('./impl/approveSpends.js')).useCase,
  { writes: true },
);
