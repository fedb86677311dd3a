import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { fileHistoryFor } from '../services/files/fileHistoryFor.js';

/** The audit trail of one file: its upload and, once deleted, its deletion. */
export const fileHistory = validatedOnCall(
  'fileHistory',
  contracts.fileHistory,
  ['admin'],
  (input, { services }) => fileHistoryFor(services.store, input),
);
