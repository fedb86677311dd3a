import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { myBills as myBillsOf } from '../services/spendEntries/myBills.js';

/** Staff: their own bills on no spend yet (to attach one to a spend from My spends). */
export const myBills = validatedOnCall(
  'myBills',
  contracts.myBills,
  ['sales', 'placement'],
  (input, { caller, services }) => myBillsOf(services.store, caller.uid, input?.limit ?? 50),
);
