import { validatedOnCall } from '../lib/validatedOnCall.js';

/** Admins: a closed month for the accountant, as a Tally XML import or a CSV journal. */
export const exportMonth = validatedOnCall(
  'exportMonth',
  ['admin'],
  async () => (await import('./impl/exportMonth.js')).useCase,
);
