import { roles } from '../domain/roles.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** The signed-in account as the server sees it (any role): the roles here are the ones every call enforces. */
export const whoAmI = validatedOnCall(
  'whoAmI',
  roles,
  async () => (await import('./impl/whoAmI.js')).useCase,
);
