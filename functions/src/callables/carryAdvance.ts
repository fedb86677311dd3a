import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { carryAdvance as carryAdvanceFor } from '../services/advances/carryAdvance.js';

/** Admins: carry what is left of an open advance forward to the next trips. */
export const carryAdvance = validatedOnCall(
  'carryAdvance',
  contracts.carryAdvance,
  ['admin'],
  (input, { caller, services }) => carryAdvanceFor(services.store, caller, input),
  { writes: true },
);
