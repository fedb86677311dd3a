import { cloudinaryApiSecret } from '../config/imageHostConfig.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Signs one image upload to bills or placement_docs, or says the same content is already there. */
export const signUpload = validatedOnCall(
  'signUpload',
  ['sales', 'placement'],
  async () => (await import('./impl/signUpload.js')).useCase,
  { secrets: [cloudinaryApiSecret], writes: true },
);
