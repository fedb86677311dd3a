import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: take back their own entry before anyone decides on it; once per request id. */
export const withdrawSpend = validatedOnCall(
  'withdrawSpend',
  ['sales', 'placement'],
  async () => (await import('./impl/withdrawSpend.js')).useCase,
  { writes: true },
);
