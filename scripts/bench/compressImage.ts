import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumMissingMessage, chromiumPath } from '../stack/chromium.js';
import { uploads } from '../../functions/src/domain/constants.js';
import { repoRoot } from '../stack/paths.js';
import { serveStatic } from './staticServer.js';

const RUNS = 5;
const TARGET_MS = 1500;

/** Makes a 4000x3000 photo-like JPEG in the page (gradients plus grain), as a phone camera would. */
const makePhoto = `(async () => {
  const canvas = new OffscreenCanvas(4000, 3000);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, 4000, 3000);
  gradient.addColorStop(0, '#d9c7a3'); gradient.addColorStop(0.5, '#f4efe6'); gradient.addColorStop(1, '#8a7b66');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 4000, 3000);
  for (let y = 0; y < 3000; y += 300) {
    const grain = context.getImageData(0, y, 4000, 300);
    for (let i = 0; i < grain.data.length; i += 4) {
      const n = (Math.random() - 0.5) * 40;
      grain.data[i] += n; grain.data[i + 1] += n; grain.data[i + 2] += n;
    }
    context.putImageData(grain, 0, y);
  }
  context.fillStyle = '#222';
  context.font = '120px sans-serif';
  for (let line = 0; line < 12; line++) context.fillText('TOLL PLAZA  Rs 60.00  ' + line, 300, 400 + line * 200);
  window.photo = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  return window.photo.size;
})()`;

const compressOnce = (workerUrl: string, maxSidePx: number) => `new Promise((resolve, reject) => {
  const started = performance.now();
  const worker = new Worker(${JSON.stringify(workerUrl)}, { type: 'module' });
  worker.onmessage = (event) => {
    worker.terminate();
    if (event.data.ok) resolve({ ms: performance.now() - started, bytes: event.data.blob.size });
    else reject(new Error(event.data.message));
  };
  worker.onerror = (event) => reject(new Error(event.message));
  worker.postMessage({ file: window.photo, options: { maxSidePx: ${String(maxSidePx)}, maxBytes: ${String(uploads.compressTargetBytes)}, quality: ${String(uploads.jpegQuality)} } });
})`;

/**
 * Median time for the app's own bundled compression worker (from the production build) to scale and
 * re-encode a 4000x3000 JPEG in Chromium, worker start-up included. Needs `web/dist` built.
 */
export async function benchCompressImage(): Promise<void> {
  const missing = chromiumMissingMessage();
  if (missing) {
    console.log(`bill compression: skipped (${missing})`);
    return;
  }
  const dist = join(repoRoot, 'web', 'dist');
  const worker = readdirSync(join(dist, 'assets')).find((name) => /^compress\.worker-.*\.js$/.test(name));
  if (!worker) throw new Error('No compress.worker asset in web/dist: build the web app first');
  const { url, server } = await serveStatic(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const photoBytes = Number(await page.evaluate(makePhoto));
    for (const maxSidePx of [uploads.billReencodeMaxSidePx, uploads.compressMaxSidePx]) {
      const samples: { ms: number; bytes: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        samples.push(
          await page.evaluate<{ ms: number; bytes: number }>(compressOnce(`/assets/${worker}`, maxSidePx)),
        );
      }
      samples.sort((a, b) => a.ms - b.ms);
      const median = samples[Math.floor(RUNS / 2)];
      console.log(
        `bill compression, 4000x3000 JPEG (${(photoBytes / 1024 / 1024).toFixed(1)} MB) to ${String(maxSidePx)} px in Chromium's worker: ` +
          `median ${(median?.ms ?? Number.NaN).toFixed(0)} ms over ${String(RUNS)} runs ` +
          `(min ${(samples[0]?.ms ?? 0).toFixed(0)}, max ${(samples[RUNS - 1]?.ms ?? 0).toFixed(0)}; ` +
          `${((median?.bytes ?? 0) / 1024).toFixed(0)} KB out; target <= ${String(TARGET_MS)} ms)`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}
