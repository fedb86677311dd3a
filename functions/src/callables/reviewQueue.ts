import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: a page of the spend entries waiting for review, oldest first, filtered. */
export const reviewQueue = validatedOnCall(
  'reviewQueue',
  ['admin'],
  async () => (await import('./impl/reviewQueue.js')).useCase,
);
