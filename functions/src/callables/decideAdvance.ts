import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { decideAdvance as decideAdvanceFor } from '../services/advances/decideAdvance.js';

/** Admins: approve, approve less or refuse a request for an advance. */
export const decideAdvance = validatedOnCall(
  'decideAdvance',
  contracts.decideAdvance,
  ['admin'],
  (input, { caller, services }) => decideAdvanceFor(services.store, caller, input),
  { writes: true },
);
