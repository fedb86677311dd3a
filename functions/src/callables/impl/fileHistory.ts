import { fileHistoryInput, fileHistoryOutput } from '../../domain/api/fileHistory.js';
import { fileHistoryFor } from '../../services/files/fileHistoryFor.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: fileHistoryInput, output: fileHistoryOutput },
  (input, { services }) => fileHistoryFor(services.store, input),
);
