import { uploadFolders } from '../../domain/uploads/folders.js';
import type { ImageHost } from '../../ports/imageHost.js';
import type { Store } from '../../ports/store.js';
import { hostAssets, recordedImages } from './recordedImages.js';

/** An image this old that no record names will never be recorded: its ticket expired long before. */
export const UNRECORDED_IMAGE_AGE_MS = 24 * 60 * 60_000;

/**
 * Deletes the images on the host, in the upload folders, older than 24 hours that no record names: a
 * reply lost between the host and recordUpload, a page closed after the post. Lists the host's assets a
 * page at a time (Cloudinary's Admin API by prefix) and answers the public ids it removed.
 */
export async function sweepUnrecordedImages(
  store: Store,
  host: ImageHost,
  now: () => number = Date.now,
): Promise<string[]> {
  const cutoff = now() - UNRECORDED_IMAGE_AGE_MS;
  const removed: string[] = [];
  for (const folder of uploadFolders) {
    const named = await recordedImages(store, folder);
    for await (const asset of hostAssets(host, `${folder}/`)) {
      // An unreadable date is never taken for an old one.
      if (!(asset.createdAt < cutoff) || named.has(asset.publicId)) continue;
      await host.destroy(asset.publicId);
      removed.push(asset.publicId);
    }
  }
  return removed;
}
