import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: their own spend entries, newest first, with their states, bills and history. */
export const mySpends = validatedOnCall(
  'mySpends',
  ['sales', 'placement'],
  async () => (await import('./impl/mySpends.js')).useCase,
);
