import { sheetSecrets } from '../config/env.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Stores a sales visit under a server-issued code, then appends it to the team's sheet. */
export const submitSalesVisit = validatedOnCall(
  'submitSalesVisit',
  ['sales'],
  async () => (await import('./impl/submitSalesVisit.js')).useCase,
  { writes: true, secrets: sheetSecrets() },
);
