import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { reverseSettlement as reverse } from '../services/settlements/reverseSettlement.js';

/** Admins: reverse a settlement with a reason; its entries are approved and unsettled again. */
export const reverseSettlement = validatedOnCall(
  'reverseSettlement',
  contracts.reverseSettlement,
  ['admin'],
  (input, { caller, services }) => reverse(services.store, caller, input),
  { writes: true },
);
