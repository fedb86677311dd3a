import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { photograph } from './photograph.js';
import { cleanImagePath, manifestPath, photoImagePath, type PhotoManifest } from './photoFixtures.js';
import { fixtureWindow, receiptSpecs } from './receiptSpecs.js';
import { renderReceipts } from './renderReceipts.js';

/**
 * `npm run fixtures:bills [name...]`: renders every receipt of receiptSpecs.ts in Chromium, photographs
 * it with ImageMagick and writes fixtures/{name}.clean.png, fixtures/{name}.photo.jpg and the manifest.
 * Needs Chromium (scripts/stack/chromium.ts), ImageMagick's `convert` and the fonts the receipts name:
 * fonts-dejavu, fonts-liberation, fonts-comic-neue and fonts-lohit-deva. The same run gives the same
 * images; the bench and the tests read the committed ones and need none of these.
 */
const only = process.argv.slice(2);
const specs = receiptSpecs.filter((spec) => only.length === 0 || only.includes(spec.name));
const names = new Set(receiptSpecs.map((spec) => spec.name));
if (names.size !== receiptSpecs.length) throw new Error('Two receipts share a name');

await renderReceipts(specs, (spec, png) => writeFile(cleanImagePath(spec.name), png));
// ImageMagick runs one process per photo, a lane per core.
const queue = [...specs];
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift())
      await photograph(spec.name, cleanImagePath(spec.name), photoImagePath(spec.name));
  }),
);

const manifest: PhotoManifest = {
  window: fixtureWindow,
  receipts: receiptSpecs.map(({ name, kind, totalPaise, day, gstin }) => ({
    name,
    kind,
    totalPaise,
    day,
    ...(gstin ? { gstin } : {}),
  })),
};
await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${String(specs.length)} receipts rendered and photographed into ${manifestPath.replace(/manifest\.json$/, '')}`,
);
