import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { prepareBill } from '../../domain/bills/photo/prepareBill.js';
import { readBillPages, type OcrText, type PageLayout } from '../../domain/bills/readBillPages.js';
import { unsureWords, type BillReading } from '../../domain/bills/readBillText.js';
import type { BillReader } from '../../ports/billReader.js';

export interface Ocr {
  /** A photo's reading (prepared once, read in each layout `readBillPages` asks for). */
  read(image: Uint8Array, window: { first: string; last: string }): Promise<BillReading>;
  /** The text OCR read last, to show what a miss was read as. */
  lastText(): string;
  stop(): Promise<void>;
}

/** Tesseract's page segmentation for each layout. */
const layoutModes: Record<PageLayout, PSM> = { block: PSM.SINGLE_BLOCK, column: PSM.SINGLE_COLUMN };

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
  let lastText = '';
  const inLayout = async (prepared: Buffer, layout: PageLayout): Promise<OcrText> => {
    await worker.setParameters({ tessedit_pageseg_mode: layoutModes[layout] });
    const { data } = await worker.recognize(prepared, {}, { text: true, blocks: true });
    const words = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
    );
    lastText = data.text;
    return { text: data.text, unsure: unsureWords(words) };
  };
  return {
    read: async (image, window) => {
      const prepared = await preparedPng(image);
      return readBillPages((layout) => inLayout(prepared, layout), window);
    },
    lastText: () => lastText,
    stop: async () => {
      await worker.terminate();
      rmSync(cachePath, { recursive: true, force: true });
    },
  };
}

/** The server's bill reader over one OCR worker. */
export function ocrBillReader(ocr: Ocr): BillReader {
  return { read: (image, window) => ocr.read(image, window) };
}
