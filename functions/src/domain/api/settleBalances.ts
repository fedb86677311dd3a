import { z } from 'zod';
import { balanceView } from './settlementView.js';

/** Admin: every person with a non-zero balance (either way), largest first, and the last closed month. */
export const settleBalancesInput = z.strictObject({}).optional();
export const settleBalancesOutput = z.object({
  people: z.array(balanceView),
  /** The last closed month (every month up to it is closed), or null while none is. */
  closedThrough: z.string().nullable(),
});

export type SettleBalancesInput = z.input<typeof settleBalancesInput>;
export type SettleBalancesOutput = z.output<typeof settleBalancesOutput>;
