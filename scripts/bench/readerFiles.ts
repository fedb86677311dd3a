import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dist, gzipOf, kb, readManifest } from './buildManifest.js';

/** Vite names a worker's bundle after its file, outside the manifest. */
const PREPARE = /^prepare\.worker-.*\.js$/;

/**
 * The bill reader's files as a phone downloads them the first time a bill is photographed: the
 * preparation worker (the bill found, flattened, evened), tesseract.js and its worker, the WebAssembly
 * engine and the English model; each with its size on the wire (gzip, or as stored when already
 * compressed).
 */
export function benchReaderFiles(): void {
  const manifest = readManifest();
  if (!manifest) {
    console.log('reader files: no web/dist/.vite/manifest.json (build the web first)');
    return;
  }
  const lines: string[] = [];
  let total = 0;
  const add = (label: string, file: string, bytes: number, counted = true) => {
    if (counted) total += bytes;
    lines.push(`    ${label}: ${kb(bytes)} (${file})`);
  };
  const prepare = readdirSync(join(dist, 'assets')).find((name) => PREPARE.test(name));
  if (prepare) add('preparation worker (gzip)', `assets/${prepare}`, gzipOf(`assets/${prepare}`));
  else lines.push('    preparation worker: not found in web/dist/assets');
  const library = Object.entries(manifest).find(([name]) => name.includes('tesseract.js/src/index'));
  if (library) add('tesseract.js (gzip)', library[1].file, gzipOf(library[1].file));
  const ocrDir = readdirSync(join(dist, 'ocr'))[0];
  if (ocrDir !== undefined) {
    for (const name of readdirSync(join(dist, 'ocr', ocrDir))) {
      const file = join('ocr', ocrDir, name);
      const compressed = name.endsWith('.gz');
      add(
        `${name}${compressed ? ' (stored gzip)' : ' (gzip)'}`,
        file,
        compressed ? statSync(join(dist, file)).size : gzipOf(file),
        // One engine is fetched: the SIMD one on every phone since 2021.
        !name.startsWith('tesseract-core-lstm'),
      );
    }
  }
  console.log(
    `bill reader's files, fetched with the first bill photo and kept by the service worker (the SIMD or the plain engine, not both, is fetched):\n${lines.join('\n')}\n    a phone fetches: ${kb(total)}`,
  );
}
