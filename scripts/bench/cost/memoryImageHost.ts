import { createHash } from 'node:crypto';
import type { ImageHost, StoredAsset } from '../../../functions/src/ports/imageHost.js';

/** The image host in memory: every upload it signs is there, `bytes` long, as the phone sent it. */
export function memoryImageHost(length: number): ImageHost {
  const bytes = new Uint8Array(length).map((_, index) => index % 251);
  const etag = createHash('md5').update(bytes).digest('hex');
  const assetOf = (publicId: string): StoredAsset => ({
    publicId,
    version: 1,
    format: 'jpg',
    bytes: length,
    width: 1536,
    height: 2048,
    secureUrl: `https://res.cloudinary.com/demo/image/upload/v1/${publicId}.jpg`,
    etag,
    createdAt: Date.now(),
  });
  return {
    signUpload: ({ folder, id, timestamp }) => ({
      cloudName: 'demo',
      fields: { public_id: `${folder}/${id}`, timestamp: String(timestamp), signature: 'x' },
    }),
    verifyUploadResponse: () => true,
    findAsset: (publicId) => Promise.resolve(assetOf(publicId)),
    download: () => Promise.resolve(bytes),
    listAssets: () => Promise.resolve({ assets: [] }),
    destroy: () => Promise.resolve(),
  };
}
