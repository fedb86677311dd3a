import { listFilesInput, listFilesOutput } from '../../domain/api/listFiles.js';
import { listFilesFor } from '../../services/files/listFilesFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: listFilesInput, output: listFilesOutput },
  (input, { services }) => listFilesFor(services.store, input),
);
