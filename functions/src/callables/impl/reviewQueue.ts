import { reviewQueueInput, reviewQueueOutput } from '../../domain/api/reviewQueue.js';
import { reviewQueue as reviewQueueFor } from '../../services/spendEntries/reviewQueue.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: reviewQueueInput, output: reviewQueueOutput },
  (input, { services }) => reviewQueueFor(services.store, input),
);
