import { validatedOnCall } from '../lib/validatedOnCall.js';

/** One page of a folder's files, newest first, with the total matching and name suggestions. */
export const listFiles = validatedOnCall(
  'listFiles',
  ['admin'],
  async () => (await import('./impl/listFiles.js')).useCase,
);
