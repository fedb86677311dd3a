import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { exportMonth as monthFile } from '../services/ledger/monthExport.js';

/** Admins: a closed month for the accountant, as a Tally XML import or a CSV journal. */
export const exportMonth = validatedOnCall(
  'exportMonth',
  contracts.exportMonth,
  ['admin'],
  (input, { services }) => monthFile(services.store, input.month, input.format),
);
