import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningImageHost } from '../../../scripts/stack/imageHost/server.js';
import { localImageHostCredentials } from '../../../scripts/stack/imageHostSettings.js';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import type { ImageHost } from '../../src/ports/imageHost.js';
import {
  sweepUnrecordedImages,
  UNRECORDED_IMAGE_AGE_MS,
} from '../../src/services/uploads/sweepUnrecordedImages.js';
import { makePng } from '../support/png.js';
import { postUpload, useLocalImageHost } from './imageHostHarness.js';

let hostNow = Date.now();
let host: RunningImageHost;
let imageHost: ImageHost;

beforeAll(async () => {
  host = await useLocalImageHost(() => hostNow);
  const { createImageHost } = await import('../../src/adapters/imageHost/createImageHost.js');
  imageHost = await createImageHost(localImageHostCredentials);
});
afterAll(() => host.close());

/** Posts an image to the host as if at `at`: the host dates the asset then. */
async function postedAt(folder: 'bills' | 'placement_docs', id: string, at: number): Promise<string> {
  hostNow = at;
  const { fields } = imageHost.signUpload({
    folder,
    id,
    timestamp: Math.floor(at / 1000),
    allowedFormats: ['png', 'jpg'],
  });
  const { status } = await postUpload(host, fields, makePng(3, 3));
  expect(status).toBe(200);
  hostNow = Date.now();
  return `${folder}/${id}`;
}

describe('the sweep of unrecorded images, on the local image host', () => {
  it('deletes an image older than 24 h that no record names, and keeps recorded and recent ones', async () => {
    const store = new LocalStore(await mkdtemp(path.join(tmpdir(), 'sweep-images-')));
    const now = Date.now();
    const old = now - UNRECORDED_IMAGE_AGE_MS - 60_000;
    const lost = await postedAt('bills', '-Nsweep0000000000lost', old);
    const recorded = await postedAt('bills', '-Nsweep000000recorded', old);
    const lostDoc = await postedAt('placement_docs', '-Nsweep00000000lostdoc', old);
    const recent = await postedAt('bills', '-Nsweep00000000recent', now - 60_000);
    // The record may sit under any key: what counts is the public id it names.
    await store.set('bills/legacyKey', { public_id: recorded, original_filename: 'kept.png' });

    expect((await sweepUnrecordedImages(store, imageHost, () => now)).sort()).toEqual([lost, lostDoc].sort());
    expect(await imageHost.findAsset(lost)).toBeNull();
    expect(await imageHost.findAsset(lostDoc)).toBeNull();
    expect(await imageHost.findAsset(recorded)).not.toBeNull();
    expect(await imageHost.findAsset(recent)).not.toBeNull();
    expect(await sweepUnrecordedImages(store, imageHost, () => now)).toEqual([]);
  });

  it('lists a folder by prefix, a page at a time', async () => {
    // Its own images, so that it holds in any order of the tests.
    await postedAt('bills', '-Nsweep0000000listed1', Date.now());
    await postedAt('placement_docs', '-Nsweep00000000listed2', Date.now());
    const page = await imageHost.listAssets('bills/');
    expect(page.assets.map((asset) => asset.publicId)).toContain('bills/-Nsweep0000000listed1');
    expect(page.assets.every((asset) => asset.publicId.startsWith('bills/'))).toBe(true);
    expect(page.assets[0]).toMatchObject({ format: 'png', width: 3, height: 3 });
    expect(page.assets[0]?.etag).toMatch(/^[0-9a-f]{32}$/);
  });
});
