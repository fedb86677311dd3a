import { getPushKeyInput, getPushKeyOutput } from '../../domain/api/getPushKey.js';
import { vapidPublicKey } from '../../config/pushConfig.js';
import { useCase as callableUseCase } from '../../lib/useCase.js';

export const useCase = callableUseCase({ input: getPushKeyInput, output: getPushKeyOutput }, () =>
  Promise.resolve({ publicKey: vapidPublicKey() }),
);
