import { deleteFileInput, deleteFileOutput } from '../../domain/api/deleteFile.js';
import { getImageHost } from '../../config/services.js';
import { deleteFileFor } from '../../services/files/deleteFileFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: deleteFileInput, output: deleteFileOutput },
  async (input, { caller, services }) => deleteFileFor(services.store, await getImageHost(), input, caller),
);
