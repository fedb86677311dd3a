import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { closeChecklist as checklistOf } from '../services/ledger/closeChecklist.js';

/** Admins: before closing a month, what still waits for review in it and whether anything is booked in it. */
export const closeChecklist = validatedOnCall(
  'closeChecklist',
  contracts.closeChecklist,
  ['admin'],
  (input, { services }) => checklistOf(services.store, input.month),
);
