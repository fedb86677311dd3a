import { uploadFolders, type UploadFolder } from '../../domain/uploads/folders.js';
import type { ImageHost } from '../../ports/imageHost.js';
import type { Store } from '../../ports/store.js';
import { UNRECORDED_IMAGE_AGE_MS } from '../uploads/sweepUnrecordedImages.js';
import { hostAssets, recordedImages, type RecordedImage } from '../uploads/recordedImages.js';

/** A host asset no record names; a recent one may still be recorded (its upload may be under way). */
export interface UnrecordedAsset {
  publicId: string;
  createdAt: number;
  recent: boolean;
}

export interface ImageHostReport {
  folder: UploadFolder;
  /** Records naming an asset. */
  records: number;
  /** Assets the host holds in the folder. */
  assets: number;
  /** Records whose asset the host no longer has: the file library would show a broken image. */
  gone: RecordedImage[];
  /** Assets no record names: older than a day, the daily sweep deletes them. */
  unrecorded: UnrecordedAsset[];
}

/**
 * Compares each upload folder's records with what the image host holds, through the ImageHost port's
 * listing (Cloudinary's Admin API by prefix; the local image host lists the same way). Changes nothing.
 */
export async function checkImageHost(
  store: Store,
  host: ImageHost,
  now: () => number = Date.now,
): Promise<ImageHostReport[]> {
  const cutoff = now() - UNRECORDED_IMAGE_AGE_MS;
  const reports: ImageHostReport[] = [];
  for (const folder of uploadFolders) {
    const named = await recordedImages(store, folder);
    const held = new Set<string>();
    const unrecorded: UnrecordedAsset[] = [];
    for await (const asset of hostAssets(host, `${folder}/`)) {
      held.add(asset.publicId);
      if (!named.has(asset.publicId))
        unrecorded.push({
          publicId: asset.publicId,
          createdAt: asset.createdAt,
          recent: !(asset.createdAt < cutoff),
        });
    }
    const gone = [...named.values()].filter((record) => !held.has(record.publicId));
    reports.push({ folder, records: named.size, assets: held.size, gone, unrecorded });
  }
  return reports;
}

/** What a report counts as differences: every gone asset and every unrecorded one the sweep would delete. */
export function imageHostDifferences(report: ImageHostReport): number {
  return report.gone.length + report.unrecorded.filter((asset) => !asset.recent).length;
}
