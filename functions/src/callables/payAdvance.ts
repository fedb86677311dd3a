import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { payAdvance as payAdvanceFor } from '../services/advances/payAdvance.js';

/** Admins: pay an approved advance, once; booked on the person's advance ledger. */
export const payAdvance = validatedOnCall(
  'payAdvance',
  contracts.payAdvance,
  ['admin'],
  (input, { caller, services }) => payAdvanceFor(services.store, caller, input),
  { writes: true },
);
