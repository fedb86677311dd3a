import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ImageHost } from '../../functions/src/ports/imageHost.js';
import type { Store } from '../../functions/src/ports/store.js';
import { checkImageHost, imageHostDifferences } from '../../functions/src/services/indexes/imageHostCheck.js';
import { localDataDir } from '../stack/paths.js';
import type { StoreTarget } from '../stack/openStore.js';
import { cloudinaryUrl, localImageHostCredentials } from '../stack/imageHostSettings.js';

type Print = (line: string) => void;

/** Lines shown per list before '... and N more'. */
const SHOWN = 20;

interface OpenHost {
  host: ImageHost;
  close: () => Promise<void>;
}

/** The local stack's images folder: beside its Store folder (`.local/store` and `.local/images`). */
export function localImagesDir(target: Extract<StoreTarget, { kind: 'local' }>): string {
  const storeDir = target.dataDir ?? process.env.FIELD_TRACKER_DATA_DIR ?? join(localDataDir, 'store');
  return join(dirname(storeDir), 'images');
}

/** `cloudinary://<key>:<secret>@<cloud>` into credentials, or null. */
function credentialsOf(url: string | undefined) {
  const match = /^cloudinary:\/\/([^:]+):([^@]+)@([^?/]+)/.exec(url ?? '');
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return {
    apiKey: decodeURIComponent(match[1]),
    apiSecret: decodeURIComponent(match[2]),
    cloudName: match[3],
  };
}

/**
 * The image host the Store's records name, through the same Cloudinary adapter the functions use: for
 * the local Store, the local image host served over its folder on a free port (whether or not the stack
 * runs); for a project, Cloudinary with CLOUDINARY_URL. Answers why not when it cannot.
 */
async function openImageHost(target: StoreTarget): Promise<OpenHost | { skipped: string }> {
  if (target.kind === 'project') {
    const credentials = credentialsOf(process.env.CLOUDINARY_URL);
    if (credentials === null)
      return { skipped: 'set CLOUDINARY_URL=cloudinary://<api key>:<api secret>@<cloud name> to check' };
    const { createImageHost } = await import('../../functions/src/adapters/imageHost/createImageHost.js');
    return { host: await createImageHost(credentials), close: () => Promise.resolve() };
  }
  const dataDir = localImagesDir(target);
  if (!existsSync(dataDir)) return { skipped: `no local image host folder at ${dataDir}` };
  const { startImageHost } = await import('../stack/imageHost/server.js');
  const server = await startImageHost({ port: 0, dataDir, credentials: localImageHostCredentials });
  // The cloudinary package reads CLOUDINARY_URL (the local host's upload_prefix) when first imported.
  process.env.CLOUDINARY_URL = cloudinaryUrl(server.url);
  const { createImageHost } = await import('../../functions/src/adapters/imageHost/createImageHost.js');
  return { host: await createImageHost(localImageHostCredentials), close: () => server.close() };
}

function hoursAgo(at: number, now: number): string {
  return Number.isFinite(at) ? `${String(Math.max(0, Math.floor((now - at) / 3_600_000)))} h old` : 'no date';
}

function printSome<T>(print: Print, items: readonly T[], line: (item: T) => string): void {
  for (const item of items.slice(0, SHOWN)) print(line(item));
  if (items.length > SHOWN) print(`    ... and ${String(items.length - SHOWN)} more`);
}

/**
 * `indexes -- check images`: per upload folder, the records whose image the host no longer has and the
 * host's images that no record names (those older than a day are differences: the daily sweep deletes
 * them; younger ones may still be recorded). The host is never changed, by check or by rebuild.
 */
export async function runImagesCheck(
  store: Store,
  target: StoreTarget,
  write: boolean,
  print: Print,
  now: () => number = Date.now,
): Promise<number> {
  const opened = await openImageHost(target);
  if ('skipped' in opened) {
    print(`skipped: ${opened.skipped}`);
    return 0;
  }
  try {
    const reports = await checkImageHost(store, opened.host, now);
    let differences = 0;
    for (const report of reports) {
      const { folder, records, assets, gone, unrecorded } = report;
      const found = imageHostDifferences(report);
      differences += found;
      const recent = unrecorded.filter((asset) => asset.recent).length;
      print(
        `${folder}: ${String(records)} records, ${String(assets)} images on the host, ` +
          `${String(found)} difference${found === 1 ? '' : 's'}` +
          (recent > 0 ? ` (and ${String(recent)} unrecorded from the last 24 h, maybe still uploading)` : ''),
      );
      if (gone.length > 0)
        print(`  ${String(gone.length)} recorded file(s) whose image is gone from the host:`);
      printSome(
        print,
        gone,
        ({ key, publicId, name }) => `    ${folder}/${key} (${name ?? 'no name'}) names ${publicId}`,
      );
      const old = unrecorded.filter((asset) => !asset.recent);
      if (old.length > 0)
        print(
          `  ${String(old.length)} image(s) on the host that no record names (the daily sweep deletes them):`,
        );
      printSome(print, old, ({ publicId, createdAt }) => `    ${publicId} (${hoursAgo(createdAt, now())})`);
    }
    if (write && differences > 0) print('the image host is not changed by rebuild');
    return differences;
  } finally {
    await opened.close();
  }
}
