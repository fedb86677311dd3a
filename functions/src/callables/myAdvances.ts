import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { myAdvances as myAdvancesFor } from '../services/advances/advanceLists.js';

/** Staff: their own advances and what they hold. */
export const myAdvances = validatedOnCall(
  'myAdvances',
  contracts.myAdvances,
  ['sales', 'placement'],
  (_input, { caller, services }) => myAdvancesFor(services.store, caller.uid),
);
