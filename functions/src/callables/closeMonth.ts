import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { closeLedgerMonth } from '../services/ledger/monthClose.js';

/** Admins: close a month that is over; its statements never change after that. */
export const closeMonth = validatedOnCall(
  'closeMonth',
  contracts.closeMonth,
  ['admin'],
  (input, { caller, services }) => closeLedgerMonth(services.store, caller, input.month),
  { writes: true },
);
