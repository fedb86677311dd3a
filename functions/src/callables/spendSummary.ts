import { validatedOnCall } from '../lib/validatedOnCall.js';

/** A side's spend figures for a range of days, from the running totals (the dashboards' charts). */
export const spendSummary = validatedOnCall(
  'spendSummary',
  ['admin'],
  async () => (await import('./impl/spendSummary.js')).useCase,
);
