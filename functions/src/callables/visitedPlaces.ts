import { contracts } from '../domain/api/contracts.js';
import { roles } from '../domain/roles.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { visitedPlacesFor } from '../services/places/visitedPlacesFor.js';

/** The places already visited, one name each: the visit forms' suggestions beside the organisation's list. */
export const visitedPlaces = validatedOnCall(
  'visitedPlaces',
  contracts.visitedPlaces,
  roles,
  (input, { services }) => visitedPlacesFor(services.store, input.kind),
);
