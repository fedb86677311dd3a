import { z } from 'zod';
import { entryIdSchema as entryId } from '../ids.js';
import { requestIdSchema } from '../requestId.js';
import { placementSpendShape, salesSpendShape, singleVisitHasOnePlace } from '../spend/spendFields.js';
import { billIdsSchema } from './billIds.js';
import { spendEntryView } from './spendEntryView.js';

/**
 * Correct and resend a refused entry: the same entry gets these values and bills (the history keeps
 * the earlier ones) and waits for review again. Its own request id, like any write from the outbox.
 */
export const correctSpendInput = z
  .discriminatedUnion('side', [
    z.strictObject({
      side: z.literal('sales'),
      requestId: requestIdSchema,
      entryId,
      billIds: billIdsSchema.default([]),
      ...salesSpendShape,
    }),
    z.strictObject({
      side: z.literal('placement'),
      requestId: requestIdSchema,
      entryId,
      billIds: billIdsSchema.default([]),
      ...placementSpendShape,
    }),
  ])
  .superRefine((input, context) => {
    singleVisitHasOnePlace(input.side)(input, context);
  });

export const correctSpendOutput = z.object({ entry: spendEntryView });

export type CorrectSpendInput = z.input<typeof correctSpendInput>;
export type CorrectSpendOutput = z.output<typeof correctSpendOutput>;
