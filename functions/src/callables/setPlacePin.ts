import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { setPlacePin as setPin } from '../services/places/setPlacePin.js';

/** Admin: accept, move, clear or resize a place's pin; its visits are judged again; once per request id. */
export const setPlacePin = validatedOnCall(
  'setPlacePin',
  contracts.setPlacePin,
  ['admin'],
  (input, { caller, services }) => setPin(services.store, caller, input),
  { writes: true },
);
