import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: move the day of an open follow-up of theirs, or drop it with a reason; once per request id. */
export const changeFollowUp = validatedOnCall(
  'changeFollowUp',
  ['sales', 'placement'],
  async () => (await import('./impl/changeFollowUp.js')).useCase,
  { writes: true },
);
