import { recordUploadInput, recordUploadOutput } from '../../domain/api/recordUpload.js';
import { queueBillReads } from '../../config/billReads.js';
import { getImageHost } from '../../config/services.js';
import { recordUploadFor } from '../../services/uploads/recordUploadFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: recordUploadInput, output: recordUploadOutput },
  async (input, { caller, services }) => {
    const answer = await recordUploadFor(services.store, await getImageHost(), input, caller);
    // Read once its image is there, so the spend it goes on is judged by the server's reading at save.
    if (answer.folder === 'bills') await queueBillReads([answer.id]);
    return answer;
  },
);
