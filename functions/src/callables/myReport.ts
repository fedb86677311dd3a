import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { buildReport } from '../services/visits/buildReport.js';

/** The caller's own visits and spends, newest first. */
export const myReport = validatedOnCall(
  'myReport',
  contracts.myReport,
  ['sales', 'placement'],
  async (_input, { caller, services }) => ({
    entries: await buildReport(services.store, caller.uid, caller.roles),
  }),
);
