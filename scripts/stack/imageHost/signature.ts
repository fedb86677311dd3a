import { createHash } from 'node:crypto';

/** Parameters Cloudinary leaves out of an upload signature. */
const UNSIGNED = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);

/** Cloudinary's request signature: SHA-1 of the sorted `k=v&...` string of the signed params, then the secret. */
export function signParams(params: Record<string, string>, secret: string): string {
  const text = Object.entries(params)
    .filter(([key, value]) => !UNSIGNED.has(key) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHash('sha1')
    .update(text + secret)
    .digest('hex');
}

/** The signature of an upload's answer: `public_id={id}&version={v}` plus the secret. */
export function signResponse(publicId: string, version: number, secret: string): string {
  return signParams({ public_id: publicId, version: String(version) }, secret);
}
