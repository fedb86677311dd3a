import { contracts } from '../domain/api/contracts.js';
import { cloudinaryApiSecret } from '../config/imageHostConfig.js';
import { getImageHost } from '../config/services.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { deleteFileFor } from '../services/files/deleteFileFor.js';

/** Deletes a file's record and its hosted image, and keeps the deletion in the file's history. */
export const deleteFile = validatedOnCall(
  'deleteFile',
  contracts.deleteFile,
  ['admin'],
  async (input, { caller, services }) => deleteFileFor(services.store, await getImageHost(), input, caller),
  { secrets: [cloudinaryApiSecret], writes: true },
);
