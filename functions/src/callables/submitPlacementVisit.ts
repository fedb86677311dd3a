import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { sheetSecrets } from '../config/env.js';
import { submitVisit } from '../services/visits/submitVisit.js';

/** Stores a placement visit under a server-issued code, then appends it to the team's sheet. */
export const submitPlacementVisit = validatedOnCall(
  'submitPlacementVisit',
  contracts.submitPlacementVisit,
  ['placement'],
  (input, { caller, services }) => submitVisit(services, 'placement', input, caller),
  { writes: true, secrets: sheetSecrets() },
);
