import { contracts } from '../domain/api/contracts.js';
import { roles } from '../domain/roles.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { readSpendOptions } from '../services/spend/spendOptionsStore.js';

/** The college and company lists of the Spent dialogs (any role): an admin's stored lists, else the defaults. */
export const getSpendOptions = validatedOnCall(
  'getSpendOptions',
  contracts.getSpendOptions,
  roles,
  (_input, { services }) => readSpendOptions(services.store),
);
