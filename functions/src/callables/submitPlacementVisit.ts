import { sheetSecrets } from '../config/env.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Stores a placement visit under a server-issued code, then appends it to the team's sheet. */
export const submitPlacementVisit = validatedOnCall(
  'submitPlacementVisit',
  ['placement'],
  async () => (await import('./impl/submitPlacementVisit.js')).useCase,
  { writes: true, secrets: sheetSecrets() },
);
