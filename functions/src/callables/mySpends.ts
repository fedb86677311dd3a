import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { mySpends as mySpendsFor } from '../services/spendEntries/mySpends.js';

/** Staff: their own spend entries, newest first, with their states, bills and history. */
export const mySpends = validatedOnCall(
  'mySpends',
  contracts.mySpends,
  ['sales', 'placement'],
  (input, { caller, services }) => mySpendsFor(services.store, caller.uid, input ?? { limit: 20 }),
);
