import { z } from 'zod';
import { balanceView } from './settlementView.js';

/** Admin: every person with a non-zero balance (either way), largest first. */
export const settleBalancesInput = z.strictObject({}).optional();
export const settleBalancesOutput = z.object({ people: z.array(balanceView) });

export type SettleBalancesInput = z.input<typeof settleBalancesInput>;
export type SettleBalancesOutput = z.output<typeof settleBalancesOutput>;
