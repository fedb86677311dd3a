import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { recordSettlement as record } from '../services/settlements/recordSettlement.js';

/** Admins: settle a person's ticked approved entries, exactly once per request id. */
export const recordSettlement = validatedOnCall(
  'recordSettlement',
  contracts.recordSettlement,
  ['admin'],
  (input, { caller, services }) => record(services.store, caller, input),
  { writes: true },
);
