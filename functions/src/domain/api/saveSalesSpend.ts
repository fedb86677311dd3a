import { z } from 'zod';
import { requestIdSchema } from '../requestId.js';
import { salesSpendShape, singleVisitHasOnePlace, someAmountEntered } from '../spend/spendFields.js';

/** One sales Spent entry plus the client's id for this save, resent unchanged on every retry of it. */
export const saveSalesSpendInput = z
  .strictObject({ requestId: requestIdSchema, ...salesSpendShape })
  .superRefine(singleVisitHasOnePlace('sales'))
  .superRefine(someAmountEntered);
/** The ids of the records saved, one per college, in the order the colleges were given. */
export const saveSalesSpendOutput = z.object({ ids: z.array(z.string()) });
export type SaveSalesSpendInput = z.input<typeof saveSalesSpendInput>;
export type SaveSalesSpendOutput = z.output<typeof saveSalesSpendOutput>;
