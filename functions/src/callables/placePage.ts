import { validatedOnCall } from '../lib/validatedOnCall.js';

/** One college's or company's page: its latest phase or stage, its visits, its spend and its bills. */
export const placePage = validatedOnCall(
  'placePage',
  ['admin'],
  async () => (await import('./impl/placePage.js')).useCase,
);
