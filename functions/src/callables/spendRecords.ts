import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { spendRecordsPage } from '../services/spendTotals/spendRecordsPage.js';

/** A page of a side's spend records, newest first (the dashboards' table and transactions). */
export const spendRecords = validatedOnCall(
  'spendRecords',
  contracts.spendRecords,
  ['admin'],
  (input, { services }) => spendRecordsPage(services.store, input),
);
