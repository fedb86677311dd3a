import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '../domain/constants.js';
import { sheetSecrets } from '../config/env.js';
import { getServices } from '../config/services.js';
import { retrySheetAppends } from '../services/visits/retrySheetAppends.js';

/** Appends the visits whose sheet append failed or never finished, with backoff per visit. */
export const retrySheetSync = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: FUNCTIONS_REGION,
    secrets: sheetSecrets(),
    retryCount: 0,
    // Runs overlap safely, but one at a time is all the sheet needs.
    maxInstances: 1,
  },
  async () => {
    const { store, visitSheet } = await getServices();
    await retrySheetAppends(store, visitSheet);
  },
);
