import { cloudinaryApiSecret } from '../config/imageHostConfig.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Deletes a file's record and its hosted image, and keeps the deletion in the file's history. */
export const deleteFile = validatedOnCall(
  'deleteFile',
  ['admin'],
  async () => (await import('./impl/deleteFile.js')).useCase,
  { secrets: [cloudinaryApiSecret], writes: true },
);
