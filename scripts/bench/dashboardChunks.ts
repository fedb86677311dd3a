import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../stack/paths.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const dist = join(repoRoot, 'web', 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

/**
 * The gzip size of the dashboards' own chunks in the production build (run after it): the screens
 * and the lazily loaded chart (nivo), and whether nivo reaches the landing route.
 */
export function benchDashboardChunks(): void {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
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
