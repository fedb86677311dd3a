import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { FUNCTIONS_REGION } from '../domain/constants.js';
import { cloudinaryApiSecret } from '../config/imageHostConfig.js';
import { getImageHost, getServices } from '../config/services.js';
import { getBillReader } from '../config/billReads.js';

const taskSchema = z.object({ billId: z.string().min(1).max(128) });

/**
 * Reads a bill's image on the server (`readBillOnServer`): queued by a bill's upload and by every save,
 * correction or attach that names it. OCR is loaded by this function only, once per instance.
 */
export const readBill = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    secrets: [cloudinaryApiSecret],
    memory: '1GiB',
    timeoutSeconds: 120,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30 },
    // One read an instance (under 1 vCPU), as many dispatched as instances run: no read waits on a 429.
    maxInstances: 3,
    rateLimits: { maxConcurrentDispatches: 3 },
  },
  async (request) => {
    const { billId } = taskSchema.parse(request.data);
    const [{ readBillOnServer }, reader, { store }, host] = await Promise.all([
      import('../services/bills/readBillOnServer.js'),
      getBillReader(),
      getServices(),
      getImageHost(),
    ]);
    const reading = await readBillOnServer(store, host, reader, billId);
    // A failure to fetch or read is kept on the bill; it is thrown so the queue tries again later.
    if (reading?.status === 'failed') throw new Error(reading.why);
  },
);
