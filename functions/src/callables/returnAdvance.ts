import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { returnAdvance as returnAdvanceFor } from '../services/advances/returnAdvance.js';

/** Admins: record money given back of an open advance (a receipt). */
export const returnAdvance = validatedOnCall(
  'returnAdvance',
  contracts.returnAdvance,
  ['admin'],
  (input, { caller, services }) => returnAdvanceFor(services.store, caller, input),
  { writes: true },
);
