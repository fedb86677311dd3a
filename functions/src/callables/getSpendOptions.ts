import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { readSpendOptions } from '../services/spend/spendOptionsStore.js';

/** The college and company lists of the Spent dialogs: an admin's stored lists, else the defaults. */
export const getSpendOptions = validatedOnCall(
  'getSpendOptions',
  contracts.getSpendOptions,
  'signedIn',
  (_input, { services }) => readSpendOptions(services.store),
);
