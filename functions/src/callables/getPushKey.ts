import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Staff: the public VAPID key a device subscribes to the morning reminder with. */
export const getPushKey = validatedOnCall(
  'getPushKey',
  ['sales', 'placement'],
  async () => (await import('./impl/getPushKey.js')).useCase,
);
