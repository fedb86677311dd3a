import { z } from 'zod';
import { requestIdSchema } from '../requestId.js';
import { spendFlagSchema } from '../spendEntries/spendFlags.js';
import { billIdsSchema } from './billIds.js';
import {
  capturedAtSchema,
  placementSpendShape,
  singleVisitHasOnePlace,
  someAmountEntered,
} from '../spend/spendFields.js';

/**
 * One placement Spent entry plus the client's id for this save, resent unchanged on every retry of it
 * (the outbox keeps the input as it was queued, so its day and capture time are those of the capture).
 */
export const savePlacementSpendInput = z
  .strictObject({
    requestId: requestIdSchema,
    ...placementSpendShape,
    billIds: billIdsSchema.optional(),
    capturedAt: capturedAtSchema.optional(),
  })
  .superRefine(singleVisitHasOnePlace('placement'))
  .superRefine(someAmountEntered);
/**
 * The ids of the records saved, one per company, in the order the companies were given.
 * `entryId` is the spend entry holding them (absent only in replies stored before entries existed);
 * `flags` what the entry was flagged with (warnings the policy gave, same bill, same day and amount).
 */
export const savePlacementSpendOutput = z.object({
  ids: z.array(z.string()),
  entryId: z.string().optional(),
  flags: z.array(spendFlagSchema).default([]),
});
export type SavePlacementSpendInput = z.input<typeof savePlacementSpendInput>;
export type SavePlacementSpendOutput = z.output<typeof savePlacementSpendOutput>;
