import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { listAdvances as listAdvancesFor } from '../services/advances/advanceLists.js';

/** Admins: requests, unpaid and open advances with their ages (Review and Settle). */
export const listAdvances = validatedOnCall(
  'listAdvances',
  contracts.listAdvances,
  ['admin'],
  (input, { services }) => listAdvancesFor(services.store, input),
);
