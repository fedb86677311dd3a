import { contracts } from '../domain/api/contracts.js';
import { sheetSecrets } from '../config/env.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { retrySheetAppends } from '../services/visits/retrySheetAppends.js';

/** 'Retry now': the scheduled sheet retry, run at once for one kind, failed visits included. */
export const retryVisitSheet = validatedOnCall(
  'retryVisitSheet',
  contracts.retryVisitSheet,
  ['admin'],
  (input, { services }) =>
    retrySheetAppends(services.store, services.visitSheet, Date.now, {
      kinds: [input.kind],
      failedNow: true,
    }),
  { writes: true, secrets: sheetSecrets() },
);
