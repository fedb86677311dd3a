import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { settleBalances as balances } from '../services/settlements/balances.js';

/** Admins: everyone with a non-zero balance, largest first (the Settle screen). */
export const settleBalances = validatedOnCall(
  'settleBalances',
  contracts.settleBalances,
  ['admin'],
  (_input, { services }) => balances(services.store),
);
