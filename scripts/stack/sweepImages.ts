import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { cloudinaryUrl, localImageHostCredentials } from './imageHostSettings.js';

/**
 * What the deployed daily sweep does, run once as the local stack starts: images on the local image
 * host older than 24 h that no record names are deleted. A failure is reported and the stack goes on.
 */
export async function sweepLocalImages(storeDir: string, imageHostUrl: string): Promise<void> {
  const store = new LocalStore(storeDir);
  try {
    // The cloudinary package reads CLOUDINARY_URL (the local host's upload_prefix) when first imported.
    process.env.CLOUDINARY_URL = cloudinaryUrl(imageHostUrl);
    const [{ createImageHost }, { sweepUnrecordedImages }] = await Promise.all([
      import('../../functions/src/adapters/imageHost/createImageHost.js'),
      import('../../functions/src/services/uploads/sweepUnrecordedImages.js'),
    ]);
    const removed = await sweepUnrecordedImages(store, await createImageHost(localImageHostCredentials));
    if (removed.length > 0) {
      console.log(`Removed ${String(removed.length)} image(s) older than a day that no record names.`);
    }
  } catch (error) {
    console.warn(
      `The sweep of unrecorded images failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    store.close();
  }
}
