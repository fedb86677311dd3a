import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/logger';
import { FUNCTIONS_REGION } from '../domain/constants.js';
import { getServices } from '../config/services.js';
import { sweepRequests as sweep } from '../services/requests/sweepRequests.js';

/** Daily: forgets request records older than the longest a draft lives on a phone. */
export const sweepRequests = onSchedule(
  {
    schedule: 'every day 03:30',
    timeZone: 'Asia/Kolkata',
    region: FUNCTIONS_REGION,
    retryCount: 0,
    maxInstances: 1,
  },
  async () => {
    const { store } = await getServices();
    const removed = await sweep(store);
    if (removed > 0) logger.info('Old request records removed', { removed });
  },
);
