import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, gzipOf, kb, readManifest, staticClosure } from './buildManifest.js';

const MAP = 'src/features/places/map/drawPlaceMap.ts';

/**
 * The place page's map (Leaflet and its drawing): its chunk's gzip size, and whether any route's first
 * load carries it. A route's first load is its entry or lazy route chunk with its static imports; the
 * map is reached only by the place page's dynamic import, once it draws.
 */
export function benchMapChunk(): void {
  const manifest = readManifest();
  const map = manifest?.[MAP];
  if (!manifest || !map) {
    console.log(`map chunk: not found in web/dist/.vite/manifest.json`);
    return;
  }
  const css = (map.css ?? []).reduce((sum, file) => sum + gzipOf(file), 0);
  const routes = Object.entries(manifest).filter(
    ([name, chunk]) => name !== MAP && (chunk.isEntry === true || chunk.isDynamicEntry === true),
  );
  const carrying = routes.filter(([name]) => staticClosure(manifest, name).has(MAP)).map(([name]) => name);
  // Leaflet's own attribution link is in its code: found in another file, Leaflet was bundled twice.
  const leafletElsewhere = Object.entries(manifest)
    .filter(([name, chunk]) => name !== MAP && chunk.file.endsWith('.js'))
    .filter(([, chunk]) => readFileSync(join(dist, chunk.file), 'utf8').includes('leafletjs.com'))
    .map(([, chunk]) => chunk.file);
  console.log(
    `map chunk (gzip): ${kb(gzipOf(map.file))} JS + ${kb(css)} CSS (${map.file}), loaded by the place page only; ` +
      `in another chunk's first load: ${carrying.length === 0 ? 'no' : `YES (${carrying.join(', ')})`}; ` +
      `Leaflet's code elsewhere: ${leafletElsewhere.length === 0 ? 'no' : `YES (${leafletElsewhere.join(', ')})`}`,
  );
}
