/**
 * The BillReadQueue port: bills whose image the server should read (`readBill`, a task queue function),
 * so a save never waits for OCR. Enqueuing a bill already read is harmless: the reading is kept by its
 * content, and the spend it is on is judged again.
 */
export interface BillReadQueue {
  enqueue(billIds: readonly string[]): Promise<void>;
}
