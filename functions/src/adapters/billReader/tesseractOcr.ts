import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import { prepareBill } from '../../domain/bills/photo/prepareBill.js';
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

/** The long side a photo is read at: as the phone reads it (web/src/features/uploads/read/billReader.ts). */
const READ_SIDE_PX = 2000;

/**
 * A photo prepared for OCR as the phone prepares it (`prepareBill`): decoded, scaled, the bill found,
 * flattened and its light evened, as a PNG. sharp is loaded on the first read, never at cold start.
 */
export async function preparedPng(image: Uint8Array): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image)
    .rotate()
    .resize({ width: READ_SIDE_PX, height: READ_SIDE_PX, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const prepared = prepareBill({ width: info.width, height: info.height, data });
  return sharp(prepared.data, { raw: { width: prepared.width, height: prepared.height, channels: 1 } })
    .png()
    .toBuffer();
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
      const prepared = await preparedPng(image);
      const { data } = await worker.recognize(prepared, {}, { text: true, blocks: true });
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
