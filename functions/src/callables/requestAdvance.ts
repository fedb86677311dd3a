import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: ask for an advance for a trip; once per request id. */
export const requestAdvance = validatedOnCall(
  'requestAdvance',
  ['sales', 'placement'],
  async () => (await import('./impl/requestAdvance.js')).useCase,
  { writes: true },
);
