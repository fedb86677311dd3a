import { contracts } from '../domain/api/contracts.js';
import { cloudinaryApiSecret } from '../config/imageHostConfig.js';
import { getImageHost } from '../config/services.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { signUploadFor } from '../services/uploads/signUploadFor.js';

/** Signs one image upload to bills or placement_docs, or says the same content is already there. */
export const signUpload = validatedOnCall(
  'signUpload',
  contracts.signUpload,
  ['sales', 'placement'],
  async (input, { caller, services }) => signUploadFor(services.store, await getImageHost(), input, caller),
  { secrets: [cloudinaryApiSecret], writes: true },
);
