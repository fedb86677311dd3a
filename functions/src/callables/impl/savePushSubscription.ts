import {
  savePushSubscriptionInput,
  savePushSubscriptionOutput,
} from '../../domain/api/savePushSubscription.js';
import { vapidPublicKey } from '../../config/pushConfig.js';
import { savePushSubscription } from '../../services/reminders/pushSubscriptions.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: savePushSubscriptionInput, output: savePushSubscriptionOutput },
  async (input, { caller, services }) => {
    await savePushSubscription(services.store, caller, input.subscription);
    return { publicKey: vapidPublicKey() };
  },
);
