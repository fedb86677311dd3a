import { getFunctions } from 'firebase-admin/functions';
import { adminApp } from '../../config/adminApp.js';
import { FUNCTIONS_REGION } from '../../domain/constants.js';
import type { BillReadQueue } from '../../ports/billReadQueue.js';

/** Cloud Tasks behind the `readBill` function (the Tasks emulator on the local stack). */
export function taskBillReadQueue(): BillReadQueue {
  const queue = getFunctions(adminApp()).taskQueue<{ billId: string }>(
    `locations/${FUNCTIONS_REGION}/functions/readBill`,
  );
  return {
    enqueue: async (billIds) => {
      await Promise.all(billIds.map((billId) => queue.enqueue({ billId })));
    },
  };
}
