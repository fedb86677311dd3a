import {
  removePushSubscriptionInput,
  removePushSubscriptionOutput,
} from '../../domain/api/removePushSubscription.js';
import { removePushSubscription } from '../../services/reminders/pushSubscriptions.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: removePushSubscriptionInput, output: removePushSubscriptionOutput },
  async (input, { caller, services }) => ({
    removed: await removePushSubscription(services.store, caller.uid, input.endpoint),
  }),
);
