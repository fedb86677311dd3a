import { contracts } from '../domain/api/contracts.js';
import { cloudinaryApiSecret } from '../config/imageHostConfig.js';
import { queueBillReads } from '../config/billReads.js';
import { getImageHost } from '../config/services.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { recordUploadFor } from '../services/uploads/recordUploadFor.js';

/** Stores the record of a signed, verified upload once; anything forged, replayed or not the caller's is refused. */
export const recordUpload = validatedOnCall(
  'recordUpload',
  contracts.recordUpload,
  ['sales', 'placement'],
  async (input, { caller, services }) => {
    const answer = await recordUploadFor(services.store, await getImageHost(), input, caller);
    // Read once its image is there, so the spend it goes on is judged by the server's reading at save.
    if (answer.folder === 'bills') await queueBillReads([answer.id]);
    return answer;
  },
  { secrets: [cloudinaryApiSecret], writes: true },
);
