import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/logger';
import { cloudinaryApiSecret } from '../config/imageHostConfig.js';
import { getImageHost, getServices } from '../config/services.js';
import { FUNCTIONS_REGION, ORG_TIME_ZONE } from '../domain/constants.js';

/** Daily: deletes host images older than a day that no record names (lost replies, closed pages). */
export const sweepUnrecordedImages = onSchedule(
  {
    schedule: 'every day 04:00',
    timeZone: ORG_TIME_ZONE,
    region: FUNCTIONS_REGION,
    retryCount: 0,
    maxInstances: 1,
    timeoutSeconds: 540,
    secrets: [cloudinaryApiSecret],
  },
  async () => {
    const [{ store }, host, { sweepUnrecordedImages: sweep }] = await Promise.all([
      getServices(),
      getImageHost(),
      import('../services/uploads/sweepUnrecordedImages.js'),
    ]);
    const removed = await sweep(store, host);
    if (removed.length > 0) logger.info('Unrecorded images removed', { count: removed.length, removed });
  },
);
