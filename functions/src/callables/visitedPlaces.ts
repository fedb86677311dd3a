import { roles } from '../domain/roles.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** The places already visited, one name each: the visit forms' suggestions beside the organisation's list. */
export const visitedPlaces = validatedOnCall(
  'visitedPlaces',
  roles,
  async () => (await import('./impl/visitedPlaces.js')).useCase,
);
