import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '../domain/constants.js';
import { sheetSecrets } from '../config/env.js';
import { getServices } from '../config/services.js';

/**
 * Each minute, appends every visit waiting for the sheet, one values.append a tab (a tab backs off after
 * a failed one).
 */
export const retrySheetSync = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: FUNCTIONS_REGION,
    secrets: sheetSecrets(),
    retryCount: 0,
    // Runs overlap safely (each claims its tab), but one at a time is all the sheet needs.
    maxInstances: 1,
  },
  async () => {
    const [{ store, visitSheet }, { appendPendingRows }] = await Promise.all([
      getServices(),
      import('../services/visits/appendPendingRows.js'),
    ]);
    await appendPendingRows(store, visitSheet);
  },
);
