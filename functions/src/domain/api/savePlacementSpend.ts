import { z } from 'zod';
import { requestIdSchema } from '../requestId.js';
import { placementSpendShape, singleVisitHasOnePlace, someAmountEntered } from '../spend/spendFields.js';

/** One placement Spent entry plus the client's id for this save, resent unchanged on every retry of it. */
export const savePlacementSpendInput = z
  .strictObject({ requestId: requestIdSchema, ...placementSpendShape })
  .superRefine(singleVisitHasOnePlace('placement'))
  .superRefine(someAmountEntered);
/** The ids of the records saved, one per company, in the order the companies were given. */
export const savePlacementSpendOutput = z.object({ ids: z.array(z.string()) });
export type SavePlacementSpendInput = z.input<typeof savePlacementSpendInput>;
export type SavePlacementSpendOutput = z.output<typeof savePlacementSpendOutput>;
