import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageHost, type RunningImageHost } from '../../../scripts/stack/imageHost/server.js';
import { cloudinaryUrl, localImageHostCredentials } from '../../../scripts/stack/imageHostSettings.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import type { ImageHost } from '../../src/ports/imageHost.js';
import { checkImageHost, imageHostDifferences } from '../../src/services/indexes/imageHostCheck.js';
import { UNRECORDED_IMAGE_AGE_MS } from '../../src/services/uploads/sweepUnrecordedImages.js';
import { makePng } from '../support/png.js';
import { postUpload } from '../uploads/imageHostHarness.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

// A local stack's data folder: the Store in store/, the image host's files in images/ beside it.
const dataDir = mkdtempSync(join(tmpdir(), 'images-check-'));
const storeDir = join(dataDir, 'store');
let hostNow = Date.now();
let server: RunningImageHost;
let host: ImageHost;

beforeAll(async () => {
  mkdirSync(storeDir, { recursive: true });
  server = await startImageHost({
    port: 0,
    dataDir: join(dataDir, 'images'),
    credentials: localImageHostCredentials,
    now: () => hostNow,
  });
  process.env.CLOUDINARY_URL = cloudinaryUrl(server.url);
  const { createImageHost } = await import('../../src/adapters/imageHost/createImageHost.js');
  host = await createImageHost(localImageHostCredentials);
});
afterAll(() => server.close());

async function postedAt(folder: 'bills' | 'placement_docs', id: string, at: number): Promise<string> {
  hostNow = at;
  const { fields } = host.signUpload({
    folder,
    id,
    timestamp: Math.floor(at / 1000),
    allowedFormats: ['png', 'jpg'],
  });
  expect((await postUpload(server, fields, makePng(2, 2))).status).toBe(200);
  hostNow = Date.now();
  return `${folder}/${id}`;
}

function indexes(args: string[]) {
  return promisify(execFile)('npx', ['tsx', 'scripts/indexes.ts', ...args], { cwd: repoRoot }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: unknown) => {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout + failed.stderr };
    },
  );
}

describe('indexes check images: the records against the image host', () => {
  it('finds recorded files whose image is gone and images no record names, through the ImageHost port', async () => {
    const now = Date.now();
    const old = now - UNRECORDED_IMAGE_AGE_MS - 60_000;
    const kept = await postedAt('bills', '-NimgCheck00000000kept', old);
    const stray = await postedAt('bills', '-NimgCheck0000000stray', old);
    const strayDoc = await postedAt('placement_docs', '-NimgCheck000strayDoc', old);
    const fresh = await postedAt('bills', '-NimgCheck0000000fresh', now - 60_000);
    const lost = await postedAt('bills', '-NimgCheck00000000lost', old);
    await host.destroy(lost);
    const store = new LocalStore(storeDir);
    await store.update({
      'bills/-NimgCheck00000000kept': { public_id: kept, original_filename: 'kept.png' },
      'bills/-NimgCheck00000000lost': { public_id: lost, original_filename: 'lost bill.png' },
    });

    const [bills, docs] = await checkImageHost(store, host, () => now);
    store.close();
    expect(bills).toMatchObject({
      folder: 'bills',
      records: 2,
      assets: 3,
      gone: [{ key: '-NimgCheck00000000lost', publicId: lost, name: 'lost bill.png' }],
    });
    expect(bills?.unrecorded.map(({ publicId, recent }) => ({ publicId, recent }))).toEqual([
      { publicId: fresh, recent: true },
      { publicId: stray, recent: false },
    ]);
    // The gone record and the old stray image; the fresh one may still be recorded.
    expect(bills && imageHostDifferences(bills)).toBe(2);
    expect(docs).toMatchObject({ folder: 'placement_docs', records: 0, assets: 1, gone: [] });
    expect(docs?.unrecorded).toEqual([expect.objectContaining({ publicId: strayDoc, recent: false })]);

    // The command line says the same, exits 1, and rebuild leaves the host as it is.
    const check = await indexes(['check', 'images', '--data-dir', storeDir]);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(
      'bills: 2 records, 3 images on the host, 2 differences (and 1 unrecorded from the last 24 h, maybe still uploading)',
    );
    expect(check.stdout).toContain('1 recorded file(s) whose image is gone from the host:');
    expect(check.stdout).toContain(`bills/-NimgCheck00000000lost (lost bill.png) names ${lost}`);
    expect(check.stdout).toContain(
      '1 image(s) on the host that no record names (the daily sweep deletes them):',
    );
    expect(check.stdout).toMatch(new RegExp(`${stray} \\(24 h old\\)`));
    expect(check.stdout).toContain('placement_docs: 0 records, 1 images on the host, 1 difference');
    const rebuild = await indexes(['rebuild', 'images', '--data-dir', storeDir]);
    expect(rebuild.stdout).toContain('the image host is not changed by rebuild');
    expect(await host.findAsset(stray)).not.toBeNull();
  }, 60_000);

  it('says it skipped the check when the Store has no image host folder beside it', async () => {
    const lone = mkdtempSync(join(tmpdir(), 'images-check-lone-'));
    const check = await indexes(['check', 'images', '--data-dir', join(lone, 'store')]);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain(`skipped: no local image host folder at ${join(lone, 'images')}`);
  }, 30_000);
});
