import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: saves this device's push subscription for the morning reminder (again on each app open). */
export const savePushSubscription = validatedOnCall(
  'savePushSubscription',
  ['sales', 'placement'],
  async () => (await import('./impl/savePushSubscription.js')).useCase,
  { writes: true },
);
