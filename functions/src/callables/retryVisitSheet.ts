import { sheetSecrets } from '../config/env.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';

/** 'Retry now': the scheduled sheet sync, run at once for one kind, its backoff skipped. */
export const retryVisitSheet = validatedOnCall(
  'retryVisitSheet',
  ['admin'],
  async () => (await import('./impl/retryVisitSheet.js')).useCase,
  { writes: true, secrets: sheetSecrets() },
);
