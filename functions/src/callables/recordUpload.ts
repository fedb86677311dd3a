import { cloudinaryApiSecret } from '../config/imageHostConfig.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Stores the record of a signed, verified upload once; anything forged, replayed or not the caller's is refused. */
export const recordUpload = validatedOnCall(
  'recordUpload',
  ['sales', 'placement'],
  async () => (await import('./impl/recordUpload.js')).useCase,
  { secrets: [cloudinaryApiSecret], writes: true },
);
