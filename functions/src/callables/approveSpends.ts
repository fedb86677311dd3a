import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { approveSpends as approve } from '../services/spendEntries/approveSpends.js';

/** Admins: approve several unflagged waiting entries of others at once. */
export const approveSpends = validatedOnCall(
  'approveSpends',
  contracts.approveSpends,
  ['admin'],
  (input, { caller, services }) => approve(services.store, caller, input),
  { writes: true },
);
