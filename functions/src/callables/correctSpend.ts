import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: correct and resend their own refused entry (the same entry); once per request id. */
export const correctSpend = validatedOnCall(
  'correctSpend',
  ['sales', 'placement'],
  async () => (await import('./impl/correctSpend.js')).useCase,
  { writes: true },
);
