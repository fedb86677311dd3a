import type { BillReading } from '../../functions/src/domain/bills/readBillText.js';
import { startOcr, type Ocr } from '../../functions/src/adapters/billReader/tesseractOcr.js';
import { fixtureWindow } from './billSpecs.js';

/** The server's OCR (the phone's model and steps, in Node), for the bench and the reading tests. */
export async function nodeOcr(): Promise<{
  read: (image: Buffer) => Promise<BillReading>;
  stop: () => Promise<void>;
}> {
  const ocr: Ocr = await startOcr();
  return { read: (image) => ocr.read(image, fixtureWindow), stop: () => ocr.stop() };
}
