import { validatedOnCall } from '../lib/validatedOnCall.js';

/** The audit trail of one file: its upload and, once deleted, its deletion. */
export const fileHistory = validatedOnCall(
  'fileHistory',
  ['admin'],
  async () => (await import('./impl/fileHistory.js')).useCase,
);
