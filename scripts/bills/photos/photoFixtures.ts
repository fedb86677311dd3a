import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReceiptExpected } from './receiptKit.js';

/** Where the rendered receipts, their photos and the manifest are committed. */
export const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));
export const manifestPath = `${fixturesDir}manifest.json`;

export interface PhotoManifest {
  /** The spend window every receipt is read in. */
  window: { first: string; last: string };
  receipts: ReceiptExpected[];
}

export const cleanImagePath = (name: string) => `${fixturesDir}${name}.clean.png`;
export const photoImagePath = (name: string) => `${fixturesDir}${name}.photo.jpg`;

/** The committed manifest: what each receipt must read as, with no browser or ImageMagick needed. */
export function readPhotoManifest(): PhotoManifest {
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as PhotoManifest;
}
