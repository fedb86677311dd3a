import { contracts } from '../domain/api/contracts.js';
import { sheetSecrets } from '../config/env.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { appendPendingRows } from '../services/visits/appendPendingRows.js';

/** 'Retry now': the scheduled sheet sync, run at once for one kind, its backoff skipped. */
export const retryVisitSheet = validatedOnCall(
  'retryVisitSheet',
  contracts.retryVisitSheet,
  ['admin'],
  (input, { services }) =>
    appendPendingRows(services.store, services.visitSheet, Date.now, {
      kinds: [input.kind],
      failedNow: true,
    }),
  { writes: true, secrets: sheetSecrets() },
);
