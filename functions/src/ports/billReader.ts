import type { BillReading } from '../domain/bills/readBillText.js';
import type { SpendDayWindow } from '../domain/spend/spendDayWindow.js';

/**
 * The BillReader port: reads a bill's image as the phone does (`readBillText` over OCR's text), so the
 * server's reading of a bill and the phone's differ only where the phone's was misread or made up.
 * The adapter is tesseract.js in Node with the phone's own model (`adapters/billReader/`).
 */
export interface BillReader {
  read(image: Uint8Array, window: SpendDayWindow): Promise<BillReading>;
}
