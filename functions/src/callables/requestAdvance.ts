import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { requestAdvance as requestAdvanceFor } from '../services/advances/requestAdvance.js';

/** Staff: ask for an advance for a trip; once per request id. */
export const requestAdvance = validatedOnCall(
  'requestAdvance',
  contracts.requestAdvance,
  ['sales', 'placement'],
  (input, { caller, services }) => requestAdvanceFor(services.store, caller, input),
  { writes: true },
);
