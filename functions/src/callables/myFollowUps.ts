import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: their open follow-ups (the Due list), on each side they work on, classed in Asia/Kolkata. */
export const myFollowUps = validatedOnCall(
  'myFollowUps',
  ['sales', 'placement'],
  async () => (await import('./impl/myFollowUps.js')).useCase,
);
