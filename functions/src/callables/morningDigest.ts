import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/logger';
import { FUNCTIONS_REGION, ORG_TIME_ZONE } from '../domain/constants.js';
import { vapidPrivateKeySecret } from '../config/pushParams.js';
import { getServices } from '../config/services.js';

/**
 * Each morning at 08:30 in Asia/Kolkata: one push to each person with anything due ('3 overdue, 2 due
 * today; 1 spend refused'), opening /due; a device the push service says is gone is forgotten.
 */
export const morningDigest = onSchedule(
  {
    schedule: '30 8 * * *',
    timeZone: ORG_TIME_ZONE,
    region: FUNCTIONS_REGION,
    secrets: [vapidPrivateKeySecret],
    // A retry would remind twice; a missed morning is missed.
    retryCount: 0,
    maxInstances: 1,
    timeoutSeconds: 540,
  },
  async () => {
    const [{ store }, { createPushSender }, { sendMorningDigests }] = await Promise.all([
      getServices(),
      import('../config/pushConfig.js'),
      import('../services/reminders/morningDigest.js'),
    ]);
    const run = await sendMorningDigests(store, await createPushSender());
    logger.info('Morning digest sent', run);
  },
);
