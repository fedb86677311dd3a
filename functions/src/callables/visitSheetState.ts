import { validatedOnCall } from '../lib/validatedOnCall.js';

/** How many visits of a kind are still to reach the sheet, with the latest failure's reason. */
export const visitSheetState = validatedOnCall(
  'visitSheetState',
  ['admin'],
  async () => (await import('./impl/visitSheetState.js')).useCase,
);
