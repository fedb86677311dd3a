import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { reopenSpend as reopen } from '../services/spendEntries/reopenSpend.js';

/** Admins: reopen someone else's approved, unsettled entry with a reason; once per request id. */
export const reopenSpend = validatedOnCall(
  'reopenSpend',
  contracts.reopenSpend,
  ['admin'],
  (input, { caller, services }) => reopen(services.store, caller, input),
  { writes: true },
);
