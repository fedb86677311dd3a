import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: before closing a month, what still waits for review in it and whether anything is booked in it. */
export const closeChecklist = validatedOnCall(
  'closeChecklist',
  ['admin'],
  async () => (await import('./impl/closeChecklist.js')).useCase,
);
