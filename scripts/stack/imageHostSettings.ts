import type { HostCredentials } from './imageHost/handlers.js';

/** The local image host's account: a local secret for a local stand-in, never a real Cloudinary one. */
export const localImageHostCredentials: HostCredentials = {
  cloudName: 'field-tracker-local',
  apiKey: 'local-api-key',
  apiSecret: 'local-image-host-secret',
};

/**
 * What the functions read to reach the local host: the cloudinary package parses CLOUDINARY_URL when it
 * is first imported, and only then accepts an http `upload_prefix`.
 */
export function cloudinaryUrl(
  hostUrl: string,
  credentials: HostCredentials = localImageHostCredentials,
): string {
  const { cloudName, apiKey, apiSecret } = credentials;
  return `cloudinary://${apiKey}:${apiSecret}@${cloudName}?upload_prefix=${hostUrl}`;
}
