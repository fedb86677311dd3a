import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import { unsureWords } from '../../functions/src/domain/bills/readBillText.js';

export interface OcrText {
  text: string;
  /** The words read with low confidence. */
  unsure: string[];
}

/**
 * tesseract.js in Node with the very model the phone downloads (@tesseract.js-data/eng, 4.0.0_best_int,
 * LSTM only): the bench and the tests read the fixtures as a phone would.
 */
export async function nodeOcr(): Promise<{
  read: (image: Buffer) => Promise<OcrText>;
  stop: () => Promise<void>;
}> {
  const model = dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json'));
  const cachePath = mkdtempSync(join(tmpdir(), 'bill-ocr-'));
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: join(model, '4.0.0_best_int'),
    cachePath,
    gzip: true,
  });
  return {
    read: async (image) => {
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
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
