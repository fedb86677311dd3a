import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageHost } from '../../src/ports/imageHost.js';
import type { RunningImageHost } from '../../../scripts/stack/imageHost/server.js';
import { localImageHostCredentials } from '../../../scripts/stack/imageHostSettings.js';
import { makePng } from '../support/png.js';
import { postUpload, useLocalImageHost } from './imageHostHarness.js';

let host: RunningImageHost;
let imageHost: ImageHost;
const nowS = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  host = await useLocalImageHost();
  const { createImageHost } = await import('../../src/adapters/imageHost/createImageHost.js');
  imageHost = await createImageHost(localImageHostCredentials);
});
afterAll(() => host.close());

const sign = (id: string, timestamp = nowS()) =>
  imageHost.signUpload({ folder: 'bills', id, timestamp, allowedFormats: ['png', 'jpg'] });

describe('the Cloudinary adapter against the local image host', () => {
  it('signs an upload the host accepts, and verifies only the exact signed answer', async () => {
    const { fields, cloudName } = sign('-Nadapter000000000001');
    expect(cloudName).toBe('field-tracker-local');
    const png = makePng(37, 23);
    const { status, body } = await postUpload(host, fields, png);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      public_id: 'bills/-Nadapter000000000001',
      width: 37,
      height: 23,
      bytes: png.length,
    });
    const answer = {
      publicId: String(body.public_id),
      version: Number(body.version),
      signature: String(body.signature),
    };
    expect(imageHost.verifyUploadResponse(answer)).toBe(true);
    expect(imageHost.verifyUploadResponse({ ...answer, version: answer.version + 1 })).toBe(false);
    expect(imageHost.verifyUploadResponse({ ...answer, publicId: 'bills/-Nadapter000000000002' })).toBe(
      false,
    );
    expect(imageHost.verifyUploadResponse({ ...answer, signature: answer.signature.slice(0, -1) })).toBe(
      false,
    );
  });

  it("looks up the stored asset's true size, dimensions and format, and serves its bytes", async () => {
    const png = makePng(64, 10);
    const { body } = await postUpload(host, sign('-Nadapter000000000003').fields, png);
    const asset = await imageHost.findAsset('bills/-Nadapter000000000003');
    expect(asset).toMatchObject({
      format: 'png',
      width: 64,
      height: 10,
      bytes: png.length,
      version: body.version,
    });
    const served = await fetch(asset?.secureUrl ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(await imageHost.findAsset('bills/-Nmissing0000000000')).toBeNull();
  });

  it('destroys an asset, and destroying it again is no error', async () => {
    await postUpload(host, sign('-Nadapter000000000004').fields, makePng(2, 2));
    await imageHost.destroy('bills/-Nadapter000000000004');
    expect(await imageHost.findAsset('bills/-Nadapter000000000004')).toBeNull();
    await expect(imageHost.destroy('bills/-Nadapter000000000004')).resolves.toBeUndefined();
  });

  it('is refused by the host with an altered field, a stale timestamp or a file that is no image', async () => {
    const { fields } = sign('-Nadapter000000000005');
    const altered = await postUpload(host, { ...fields, public_id: '-Nadapter000000000006' }, makePng(2, 2));
    expect(altered.status).toBe(401);
    const stale = await postUpload(host, sign('-Nadapter000000000007', nowS() - 3601).fields, makePng(2, 2));
    expect(stale.status).toBe(400);
    expect(JSON.stringify(stale.body)).toContain('Stale request');
    const text = await postUpload(host, fields, new TextEncoder().encode('not an image'), 'fake.png');
    expect(text).toMatchObject({ status: 400, body: { error: { message: 'Invalid image file' } } });
    expect(await imageHost.findAsset('bills/-Nadapter000000000005')).toBeNull();
  });
});
