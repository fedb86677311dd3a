import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '../domain/constants.js';
import { sheetsServiceAccountSecret } from '../config/env.js';
import { getServices } from '../config/services.js';
import { retrySheetAppends } from '../services/visits/retrySheetAppends.js';

/** Appends the visits whose sheet append failed or never finished, with backoff per visit. */
export const retrySheetSync = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: FUNCTIONS_REGION,
    secrets: [sheetsServiceAccountSecret],
    retryCount: 0,
  },
  async () => {
    const { store, visitSheet } = await getServices();
    await retrySheetAppends(store, visitSheet);
  },
);
