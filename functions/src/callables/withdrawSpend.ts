import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { withdrawSpend as withdraw } from '../services/spendEntries/withdrawSpend.js';

/** Staff: take back their own entry before anyone decides on it; once per request id. */
export const withdrawSpend = validatedOnCall(
  'withdrawSpend',
  contracts.withdrawSpend,
  ['sales', 'placement'],
  (input, { caller, services }) => withdraw(services.store, caller, input),
  { writes: true },
);
