import { contracts } from '../domain/api/contracts.js';
import { validatedOnCall } from '../lib/validatedOnCall.js';
import { reviewQueue as reviewQueueFor } from '../services/spendEntries/reviewQueue.js';

/** Admins: a page of the spend entries waiting for review, oldest first, filtered. */
export const reviewQueue = validatedOnCall(
  'reviewQueue',
  contracts.reviewQueue,
  ['admin'],
  (input, { services }) => reviewQueueFor(services.store, input),
);
