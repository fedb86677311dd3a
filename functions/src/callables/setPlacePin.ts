import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admin: accept, move, clear or resize a place's pin; its visits are judged again; once per request id. */
export const setPlacePin = validatedOnCall(
  'setPlacePin',
  ['admin'],
  async () => (await import('./impl/setPlacePin.js')).useCase,
  { writes: true },
);
