import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/logger';
import { FUNCTIONS_REGION, ORG_TIME_ZONE } from '../domain/constants.js';
import { getServices } from '../config/services.js';

/** Nightly: forgets request records and upload tickets older than the longest a draft lives on a phone. */
export const sweepExpired = onSchedule(
  {
    schedule: 'every day 03:30',
    timeZone: ORG_TIME_ZONE,
    region: FUNCTIONS_REGION,
    retryCount: 0,
    maxInstances: 1,
  },
  async () => {
    const [{ store }, { sweepRequests }, { sweepTickets }] = await Promise.all([
      getServices(),
      import('../services/requests/sweepRequests.js'),
      import('../services/uploads/sweepTickets.js'),
    ]);
    const requests = await sweepRequests(store);
    const tickets = await sweepTickets(store);
    if (requests + tickets > 0) logger.info('Expired bookkeeping removed', { requests, tickets });
  },
);
