import { roles } from '../domain/roles.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Everyone signed in: the spend limits in effect (the Spent dialog warns with them, offline too). */
export const getSpendPolicy = validatedOnCall(
  'getSpendPolicy',
  roles,
  async () => (await import('./impl/getSpendPolicy.js')).useCase,
);
