import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, gzipOf, kb, readManifest } from './buildManifest.js';

/**
 * The gzip size of the dashboards' own chunks in the production build (run after it): the screens
 * and the lazily loaded chart (nivo), and whether nivo reaches the landing route.
 */
export function benchDashboardChunks(): void {
  const manifest = readManifest();
  if (!manifest) {
    console.log('dashboard chunks: not found in web/dist/.vite/manifest.json');
    return;
  }
  const pages = manifest['src/features/dashboards/index.ts'];
  const chart = manifest['src/components/charts/BarChart.tsx'];
  const entry = manifest['index.html'];
  if (!pages || !chart || !entry) {
    console.log('dashboard chunks: not found in web/dist/.vite/manifest.json');
    return;
  }
  const landingFiles = [entry.file, ...(entry.imports ?? []).map((name) => manifest[name]?.file ?? '')];
  const nivoInLanding = landingFiles.some(
    (file) => file !== '' && readFileSync(join(dist, file), 'utf8').includes('nivo'),
  );
  console.log(
    `dashboard chunks (gzip): screens ${kb(gzipOf(pages.file))} (${pages.file}), ` +
      `chart with nivo ${kb(gzipOf(chart.file))} (${chart.file}), loaded by the dashboard routes only; ` +
      `nivo in the landing route's static imports: ${nivoInLanding ? 'YES' : 'no'}`,
  );
}
