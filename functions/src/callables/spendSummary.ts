import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { spendSummary as summarise } from '../services/spendTotals/spendSummary.js';

/** A side's spend figures for a range of days, from the running totals (the dashboards' charts). */
export const spendSummary = validatedOnCall(
  'spendSummary',
  contracts.spendSummary,
  ['admin'],
  (input, { services }) => summarise(services.store, input),
);
