import type { Worker as OcrWorker } from 'tesseract.js';
import { readBillPages, type PageLayout } from '@domain/bills/readBillPages';
import { unsureWords, type BillReading } from '@domain/bills/readBillText';
import type { SpendDayWindow } from '@domain/spend/spendDayWindow';
import { preparePhoto } from './preparePhoto';

/** A phone photo scaled so its long side is at most this: enough for a bill's print, a quarter of the work. */
const READ_SIDE_PX = 2000;
/** The reader is let go after this long unused: its model holds tens of MB. */
const IDLE_MS = 120_000;

/** A tiny module using a SIMD instruction: the SIMD core when it validates (every phone since 2021). */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98,
  11,
]);

let reader: Promise<OcrWorker> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * tesseract.js's own web worker, with its files from our origin (web/vite.config.ts, OCR_BASE): the
 * first call fetches them (the service worker keeps them for offline use); the library itself is a
 * lazy chunk, never part of the landing route.
 */
function startReader(): Promise<OcrWorker> {
  reader ??= import('tesseract.js')
    .then(({ createWorker, OEM }) =>
      createWorker('eng', OEM.LSTM_ONLY, {
        workerPath: `${__OCR_BASE__}worker.min.js`,
        corePath: `${__OCR_BASE__}${WebAssembly.validate(SIMD_PROBE) ? 'tesseract-core-simd-lstm' : 'tesseract-core-lstm'}.wasm.js`,
        langPath: __OCR_BASE__.slice(0, -1),
        gzip: true,
        // The CSP allows workers from our origin only; the service worker, not IndexedDB, keeps the model.
        workerBlobURL: false,
        cacheMethod: 'none',
      }),
    )
    .catch((error: unknown) => {
      reader = null;
      throw error;
    });
  return reader;
}

function letGoWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const idle = reader;
    reader = null;
    void idle?.then((worker) => worker.terminate()).catch(() => undefined);
  }, IDLE_MS);
}

/**
 * Reads a bill photo on the phone: scaled and prepared (the bill found, flattened, its light evened),
 * read by OCR, then what it proposes (`readBillPages`) within the spend's window. Rejects when the
 * reader cannot start (its files never fetched, no WebAssembly).
 */
export async function readBillPhoto(photo: Blob, window: SpendDayWindow): Promise<BillReading> {
  clearTimeout(idleTimer);
  try {
    const [worker, scaled, { PSM }] = await Promise.all([
      startReader(),
      preparePhoto(photo, READ_SIDE_PX),
      import('tesseract.js'),
    ]);
    const modes: Record<PageLayout, (typeof PSM)[keyof typeof PSM]> = {
      block: PSM.SINGLE_BLOCK,
      column: PSM.SINGLE_COLUMN,
    };
    return await readBillPages(async (layout) => {
      await worker.setParameters({ tessedit_pageseg_mode: modes[layout] });
      const { data } = await worker.recognize(scaled, {}, { text: true, blocks: true });
      const words = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
      );
      return { text: data.text, unsure: unsureWords(words) };
    }, window);
  } finally {
    letGoWhenIdle();
  }
}

/** Starts fetching the reader's files before the first photo is chosen ('Add bill' was tapped). */
export function warmBillReader(): void {
  void startReader().then(letGoWhenIdle, () => undefined);
}
