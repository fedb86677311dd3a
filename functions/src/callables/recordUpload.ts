import { contracts } from '../domain/api/contracts.js';
import { cloudinaryApiSecret } from '../config/imageHostConfig.js';
import { getImageHost } from '../config/services.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { recordUploadFor } from '../services/uploads/recordUploadFor.js';

/** Stores the record of a signed, verified upload once; anything forged, replayed or not the caller's is refused. */
export const recordUpload = validatedOnCall(
  'recordUpload',
  contracts.recordUpload,
  ['sales', 'placement'],
  async (input, { caller, services }) => recordUploadFor(services.store, await getImageHost(), input, caller),
  { secrets: [cloudinaryApiSecret], writes: true },
);
