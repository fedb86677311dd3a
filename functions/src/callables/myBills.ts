import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: their own bills on no spend yet (to attach one to a spend from My spends). */
export const myBills = validatedOnCall(
  'myBills',
  ['sales', 'placement'],
  async () => (await import('./impl/myBills.js')).useCase,
);
