import type { ImageHost } from '../../ports/imageHost.js';
import type { CloudinaryCredentials } from './cloudinaryImageHost.js';

/**
 * The Cloudinary adapter, importing the SDK only now: its import is paid by the upload callables alone.
 * The SDK reads CLOUDINARY_URL (with the local host's `upload_prefix`) when first imported.
 */
export async function createImageHost(credentials: CloudinaryCredentials): Promise<ImageHost> {
  const [{ default: cloudinary }, { CloudinaryImageHost }] = await Promise.all([
    import('cloudinary'),
    import('./cloudinaryImageHost.js'),
  ]);
  return new CloudinaryImageHost(cloudinary.v2, credentials);
}
