import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: settle a person's ticked approved entries, exactly once per request id. */
export const recordSettlement = validatedOnCall(
  'recordSettlement',
  ['admin'],
  async () => (await import('./impl/recordSettlement.js')).useCase,
  { writes: true },
);
