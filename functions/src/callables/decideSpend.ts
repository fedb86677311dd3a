import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { decideSpend as decide } from '../services/spendEntries/decideSpend.js';

/** Admins: approve, approve for less or refuse someone else's waiting entry; once per request id. */
export const decideSpend = validatedOnCall(
  'decideSpend',
  contracts.decideSpend,
  ['admin'],
  (input, { caller, services }) => decide(services.store, caller, input),
  { writes: true },
);
