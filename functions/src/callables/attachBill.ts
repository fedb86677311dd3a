import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: put a bill they uploaded on one of their own waiting or refused entries; once per request id. */
export const attachBill = validatedOnCall(
  'attachBill',
  ['sales', 'placement'],
  async () => (await import('./impl/attachBill.js')).useCase,
  { writes: true },
);
