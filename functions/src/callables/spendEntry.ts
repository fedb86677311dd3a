import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { spendEntry as spendEntryOf } from '../services/spendEntries/spendEntry.js';

/** Admin: one spend entry (the file library shows the spend a bill proves). */
export const spendEntry = validatedOnCall(
  'spendEntry',
  contracts.spendEntry,
  ['admin'],
  (input, { services }) => spendEntryOf(services.store, input.entryId),
);
