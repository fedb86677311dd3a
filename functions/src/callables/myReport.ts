import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { buildReport } from '../services/report/buildReport.js';

/** One page of the caller's own visits and spends, newest first. */
export const myReport = validatedOnCall(
  'myReport',
  contracts.myReport,
  ['sales', 'placement'],
  (input, { caller, services }) => buildReport(services.store, caller.uid, caller.roles, input?.after),
);
