import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { sheetSecrets } from '../config/env.js';
import { submitVisit } from '../services/visits/submitVisit.js';

/** Stores a sales visit under a server-issued code, then appends it to the team's sheet. */
export const submitSalesVisit = validatedOnCall(
  'submitSalesVisit',
  contracts.submitSalesVisit,
  ['sales'],
  (input, { caller, services }) => submitVisit(services, 'sales', input, caller),
  { writes: true, secrets: sheetSecrets() },
);
