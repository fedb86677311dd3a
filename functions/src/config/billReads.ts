import type { BillReader } from '../ports/billReader.js';
import type { BillReadQueue } from '../ports/billReadQueue.js';

let queue: Promise<BillReadQueue | null> | undefined;

/**
 * Where bills go to be read by the server: the `readBill` task queue inside Cloud Functions or the
 * emulator; none in a plain Node process (the unit tests call `readBillOnServer` themselves).
 */
function billReadQueue(): Promise<BillReadQueue | null> {
  const inFunctions =
    process.env.FUNCTION_TARGET !== undefined || process.env.CLOUD_TASKS_EMULATOR_HOST !== undefined;
  if (!inFunctions) return Promise.resolve(null);
  queue ??= import('../adapters/billReadQueue/taskBillReadQueue.js').then(({ taskBillReadQueue }) =>
    taskBillReadQueue(),
  );
  void queue.catch(() => {
    queue = undefined;
  });
  return queue;
}

/** The longest a save waits for its bills to be queued: the answer to the phone comes first. */
const QUEUE_WAIT_MS = 5000;

/**
 * Asks the server to read these bills, after the save that named them has been stored. A failure, or
 * a queue slower than QUEUE_WAIT_MS, is logged, never the save's: the claim is judged by the phone's
 * reading until the server reads it.
 */
export async function queueBillReads(billIds: readonly string[]): Promise<void> {
  if (billIds.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer in ${String(QUEUE_WAIT_MS)} ms`));
    }, QUEUE_WAIT_MS);
  });
  try {
    await Promise.race([billReadQueue().then((queue) => queue?.enqueue(billIds)), slow]);
  } catch (error) {
    console.error('Could not queue bills for the server to read', billIds, error);
  } finally {
    clearTimeout(timer);
  }
}

let reader: Promise<BillReader> | undefined;

/** The server's bill reader (tesseract.js and its model), loaded by `readBill` only, once per instance. */
export function getBillReader(): Promise<BillReader> {
  reader ??= import('../adapters/billReader/tesseractOcr.js').then(async ({ startOcr, ocrBillReader }) =>
    ocrBillReader(await startOcr()),
  );
  void reader.catch(() => {
    reader = undefined;
  });
  return reader;
}
