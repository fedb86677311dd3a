import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { cancelAdvance as cancelAdvanceFor } from '../services/advances/cancelAdvance.js';

/** The owner or an admin: cancel an advance before it is paid. */
export const cancelAdvance = validatedOnCall(
  'cancelAdvance',
  contracts.cancelAdvance,
  ['sales', 'placement', 'admin'],
  (input, { caller, services }) => cancelAdvanceFor(services.store, caller, input),
  { writes: true },
);
