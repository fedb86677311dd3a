import { signUploadInput, signUploadOutput } from '../../domain/api/signUpload.js';
import { getImageHost } from '../../config/services.js';
import { signUploadFor } from '../../services/uploads/signUploadFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: signUploadInput, output: signUploadOutput },
  async (input, { caller, services }) => signUploadFor(services.store, await getImageHost(), input, caller),
);
