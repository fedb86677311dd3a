import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { listVisitsFor } from '../services/visits/listVisitsFor.js';

/** One page of a kind's visits, newest first, narrowed by days, submitter, phase and a place search. */
export const listVisits = validatedOnCall(
  'listVisits',
  contracts.listVisits,
  ['admin'],
  (input, { services }) => listVisitsFor(services.store, input),
);
