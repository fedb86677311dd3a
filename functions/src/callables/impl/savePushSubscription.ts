import {
  savePushSubscriptionInput,
  savePushSubscriptionOutput,
} from '../../domain/api/savePushSubscription.js';
import { HttpsError } from 'firebase-functions/v2/https';
import { anyPushEndpoint, vapidPublicKey } from '../../config/pushConfig.js';
import { isPushServiceEndpoint, pushSubscriptionMessages } from '../../domain/reminders/pushSubscription.js';
import { savePushSubscription } from '../../services/reminders/pushSubscriptions.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase(
  { input: savePushSubscriptionInput, output: savePushSubscriptionOutput },
  async (input, { caller, services }) => {
    if (!anyPushEndpoint() && !isPushServiceEndpoint(input.subscription.endpoint)) {
      const message = pushSubscriptionMessages.unknownService;
      throw new HttpsError('invalid-argument', `subscription.endpoint: ${message}`, {
        fieldErrors: [{ field: 'subscription.endpoint', message }],
      });
    }
    await savePushSubscription(services.store, caller, input.subscription);
    return { publicKey: vapidPublicKey() };
  },
);
