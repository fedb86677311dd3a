import { startOcr, type Ocr, type OcrText } from '../../functions/src/adapters/billReader/tesseractOcr.js';

export type { OcrText };

/** The server's OCR (the phone's model, in Node), for the bench and the reading tests. */
export async function nodeOcr(): Promise<{ read: (image: Buffer) => Promise<OcrText>; stop: () => Promise<void> }> {
  const ocr: Ocr = await startOcr();
  return { read: (image) => ocr.ocr(image), stop: () => ocr.stop() };
}
