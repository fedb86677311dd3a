import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { giveAdvance as giveAdvanceFor } from '../services/advances/payAdvance.js';

/** Admins: give an advance with no request, paid as it is made. */
export const giveAdvance = validatedOnCall(
  'giveAdvance',
  contracts.giveAdvance,
  ['admin'],
  (input, { caller, services }) => giveAdvanceFor(services.store, caller, input),
  { writes: true },
);
