import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startImageHost, type RunningImageHost } from '../../../scripts/stack/imageHost/server.js';
import { cloudinaryUrl, localImageHostCredentials } from '../../../scripts/stack/imageHostSettings.js';

/**
 * Starts the local image host (the same fake `npm start` runs) and points the cloudinary package and the
 * functions' params at it. Call before anything imports the cloudinary package in this test file.
 */
export async function useLocalImageHost(now?: () => number): Promise<RunningImageHost> {
  const host = await startImageHost({
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), 'field-tracker-images-')),
    credentials: localImageHostCredentials,
    ...(now ? { now } : {}),
  });
  const { cloudName, apiKey, apiSecret } = localImageHostCredentials;
  process.env.CLOUDINARY_URL = cloudinaryUrl(host.url);
  process.env.CLOUDINARY_CLOUD_NAME = cloudName;
  process.env.CLOUDINARY_API_KEY = apiKey;
  process.env.CLOUDINARY_API_SECRET = apiSecret;
  return host;
}

/** Posts a file with signed fields to the host, as the browser does. */
export async function postUpload(
  host: RunningImageHost,
  fields: Record<string, string>,
  file: Uint8Array,
  fileName = 'bill.png',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([file]), fileName);
  const response = await fetch(`${host.url}/v1_1/${localImageHostCredentials.cloudName}/image/upload`, {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
