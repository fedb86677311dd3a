import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { personBalance as balance } from '../services/settlements/balances.js';

/** One person's balance, open entries and settlements: staff their own, admins anyone's. */
export const personBalance = validatedOnCall(
  'personBalance',
  contracts.personBalance,
  ['admin', 'sales', 'placement'],
  (input, { caller, services }) => balance(services.store, caller, input),
);
