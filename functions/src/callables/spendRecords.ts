import { validatedOnCall } from '../lib/validatedOnCall.js';

/** A page of a side's spend records, newest first (the dashboards' table and transactions). */
export const spendRecords = validatedOnCall(
  'spendRecords',
  ['admin'],
  async () => (await import('./impl/spendRecords.js')).useCase,
);
