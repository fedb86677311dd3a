import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { visitSheetStateFor } from '../services/visits/visitSheetStateFor.js';

/** How many visits of a kind are still to reach the sheet, with the latest failure's reason. */
export const visitSheetState = validatedOnCall(
  'visitSheetState',
  contracts.visitSheetState,
  ['admin'],
  (input, { services }) => visitSheetStateFor(services.store, services.visitSheet, input.kind),
);
