import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** The signed-in account as the server sees it: the roles here are the ones every call enforces. */
export const whoAmI = validatedOnCall('whoAmI', contracts.whoAmI, 'signedIn', async (_input, { caller }) =>
  Promise.resolve(caller),
);
