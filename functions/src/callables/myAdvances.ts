import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: their own advances and what they hold. */
export const myAdvances = validatedOnCall(
  'myAdvances',
  ['sales', 'placement'],
  async () => (await import('./impl/myAdvances.js')).useCase,
);
