import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: forgets this device's push subscription ('Turn off', and at sign-out). */
export const removePushSubscription = validatedOnCall(
  'removePushSubscription',
  ['sales', 'placement'],
  async () => (await import('./impl/removePushSubscription.js')).useCase,
  { writes: true },
);
