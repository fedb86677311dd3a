import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Replaces the college or company list (Other kept last), or restores the defaults with `names: null`. */
export const setSpendOptions = validatedOnCall(
  'setSpendOptions',
  ['admin'],
  async () => (await import('./impl/setSpendOptions.js')).useCase,
  { writes: true },
);
