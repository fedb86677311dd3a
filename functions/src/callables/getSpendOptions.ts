import { roles } from '../domain/roles.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** The college and company lists of the Spent dialogs (any role): an admin's stored lists, else the defaults. */
export const getSpendOptions = validatedOnCall(
  'getSpendOptions',
  roles,
  async () => (await import('./impl/getSpendOptions.js')).useCase,
);
