import { contracts } from '../domain/api/contracts.js';
import { roles } from '../domain/roles.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { readSpendPolicy } from '../services/spendEntries/policyStore.js';

/** Everyone signed in: the spend limits in effect (the Spent dialog warns with them, offline too). */
export const getSpendPolicy = validatedOnCall(
  'getSpendPolicy',
  contracts.getSpendPolicy,
  roles,
  (_input, { services }) => readSpendPolicy(services.store),
);
