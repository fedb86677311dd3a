import { contracts } from '../domain/api/contracts.js';
import { roles } from '../domain/roles.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** The signed-in account as the server sees it (any role): the roles here are the ones every call enforces. */
export const whoAmI = validatedOnCall('whoAmI', contracts.whoAmI, roles, async (_input, { caller }) =>
  Promise.resolve(caller),
);
