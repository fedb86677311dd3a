import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { placeVisitsFor } from '../services/visits/placeVisitsFor.js';

/** One college's or company's visits, oldest first: the timeline of the visit panel. */
export const placeVisits = validatedOnCall(
  'placeVisits',
  contracts.placeVisits,
  ['admin'],
  (input, { services }) => placeVisitsFor(services.store, input.kind, input.place),
);
