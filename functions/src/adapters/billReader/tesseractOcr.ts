import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import { readBillText, unsureWords } from '../../domain/bills/readBillText.js';
import type { BillReader } from '../../ports/billReader.js';

export interface OcrText {
  text: string;
  /** The words read with low confidence. */
  unsure: string[];
}

export interface Ocr {
  ocr(image: Uint8Array): Promise<OcrText>;
  stop(): Promise<void>;
}

/**
 * tesseract.js in Node with the very model the phone downloads (@tesseract.js-data/eng, 4.0.0_best_int,
 * LSTM only): the server, the bench and the tests read a bill as a phone would.
 */
export async function startOcr(): Promise<Ocr> {
  const model = dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json'));
  const cachePath = mkdtempSync(join(tmpdir(), 'bill-ocr-'));
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: join(model, '4.0.0_best_int'),
    cachePath,
    gzip: true,
  });
  return {
    ocr: async (image) => {
      const { data } = await worker.recognize(Buffer.from(image), {}, { text: true, blocks: true });
      const words = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
      );
      return { text: data.text, unsure: unsureWords(words) };
    },
    stop: async () => {
      await worker.terminate();
      rmSync(cachePath, { recursive: true, force: true });
    },
  };
}

/** The server's bill reader over one OCR worker. */
export function ocrBillReader(ocr: Ocr): BillReader {
  return {
    read: async (image, window) => {
      const { text, unsure } = await ocr.ocr(image);
      return readBillText(text, window, unsure);
    },
  };
}
