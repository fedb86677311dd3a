import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import type { ImageHost } from '../../src/ports/imageHost.js';
import {
  sweepUnrecordedImages,
  UNRECORDED_IMAGE_AGE_MS,
} from '../../src/services/uploads/sweepUnrecordedImages.js';

/**
 * A fake of the two Cloudinary endpoints the sweep uses, answering as Cloudinary documents them: the
 * Admin API's `GET resources/image/upload?prefix=&max_results=&next_cursor=` (Basic auth, sorted by public
 * id, an opaque `next_cursor` while more remain) and the Upload API's signed `destroy`.
 */
const credentials = { cloudName: 'fake-cloud', apiKey: 'fake-key', apiSecret: 'fake-secret' };
const now = Date.UTC(2026, 10, 25, 12);
const day = UNRECORDED_IMAGE_AGE_MS;
const assets = new Map<string, string>([
  ['bills/a-old-unrecorded', new Date(now - 2 * day).toISOString()],
  ['bills/b-old-recorded', new Date(now - 2 * day).toISOString()],
  ['bills/c-new-unrecorded', new Date(now - 60_000).toISOString()],
  ['bills/d-old-unrecorded', new Date(now - 3 * day).toISOString()],
  ['placement_docs/e-old-unrecorded', new Date(now - 2 * day).toISOString()],
  ['other/f-not-ours', new Date(now - 9 * day).toISOString()],
]);
const listings: URLSearchParams[] = [];
const destroyed: string[] = [];
let server: Server;
let imageHost: ImageHost;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function resourceOf(publicId: string, createdAt: string) {
  const url = `https://res.cloudinary.com/${credentials.cloudName}/image/upload/v1/${publicId}.png`;
  return {
    asset_id: publicId,
    public_id: publicId,
    format: 'png',
    version: 1,
    resource_type: 'image',
    type: 'upload',
    created_at: createdAt,
    bytes: 100,
    width: 3,
    height: 3,
    url,
    secure_url: url,
  };
}

beforeAll(async () => {
  const basic = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
  server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const api = `/v1_1/${credentials.cloudName}`;
      response.setHeader('content-type', 'application/json');
      if (request.method === 'GET' && url.pathname === `${api}/resources/image/upload`) {
        if (request.headers.authorization !== basic) {
          response.statusCode = 401;
          response.end(JSON.stringify({ error: { message: 'Invalid credentials' } }));
          return;
        }
        listings.push(url.searchParams);
        const prefix = url.searchParams.get('prefix') ?? '';
        const size = Math.min(Number(url.searchParams.get('max_results') ?? 10), 2);
        const ids = [...assets.keys()].filter((id) => id.startsWith(prefix)).sort();
        const start = Number(
          Buffer.from(url.searchParams.get('next_cursor') ?? '', 'base64url').toString() || 0,
        );
        const page = ids.slice(start, start + size);
        const more = start + size < ids.length;
        response.end(
          JSON.stringify({
            resources: page.map((id) => resourceOf(id, assets.get(id) ?? '')),
            ...(more ? { next_cursor: Buffer.from(String(start + size)).toString('base64url') } : {}),
          }),
        );
        return;
      }
      if (request.method === 'POST' && url.pathname === `${api}/image/destroy`) {
        const body = await bodyOf(request);
        const publicId =
          /name="public_id"\r\n\r\n([^\r]*)/.exec(body)?.[1] ??
          new URLSearchParams(body).get('public_id') ??
          '';
        destroyed.push(publicId);
        const found = assets.delete(publicId);
        response.end(JSON.stringify({ result: found ? 'ok' : 'not found' }));
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { message: `No route ${url.pathname}` } }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const { apiKey, apiSecret, cloudName } = credentials;
  process.env.CLOUDINARY_URL = `cloudinary://${apiKey}:${apiSecret}@${cloudName}?upload_prefix=http://127.0.0.1:${String(port)}`;
  const { createImageHost } = await import('../../src/adapters/imageHost/createImageHost.js');
  imageHost = await createImageHost(credentials);
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    }),
);

describe('the Cloudinary adapter against a fake of the Admin API', () => {
  it('lists every page of a folder by prefix and sweeps only old images no record names', async () => {
    const store = new LocalStore(await mkdtemp(path.join(tmpdir(), 'sweep-fake-')));
    await store.set('bills/someKey', { public_id: 'bills/b-old-recorded' });
    const removed = await sweepUnrecordedImages(store, imageHost, () => now);
    expect(removed).toEqual([
      'bills/a-old-unrecorded',
      'bills/d-old-unrecorded',
      'placement_docs/e-old-unrecorded',
    ]);
    expect(destroyed).toEqual(removed);
    expect([...assets.keys()].sort()).toEqual([
      'bills/b-old-recorded',
      'bills/c-new-unrecorded',
      'other/f-not-ours',
    ]);
    // It asked by prefix, for the largest page, and followed the cursor.
    expect(listings.map((query) => query.get('prefix'))).toEqual(['bills/', 'bills/', 'placement_docs/']);
    expect(listings[0]?.get('max_results')).toBe('500');
    expect(listings[1]?.get('next_cursor')).toBeTruthy();
  });
});
