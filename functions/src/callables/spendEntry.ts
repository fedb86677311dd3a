import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admin: one spend entry (the file library shows the spend a bill proves). */
export const spendEntry = validatedOnCall(
  'spendEntry',
  ['admin'],
  async () => (await import('./impl/spendEntry.js')).useCase,
);
