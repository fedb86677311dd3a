import { validatedOnCall } from '../lib/validatedOnCall.js';

/** One page of the caller's own visits and spends, newest first. */
export const myReport = validatedOnCall(
  'myReport',
  ['sales', 'placement'],
  async () => (await import('./impl/myReport.js')).useCase,
);
