import { z } from 'zod';
import { statementMonthSchema } from './spendStatement.js';

/**
 * Admins: what closing `month` leaves behind before they close it: the spends dated in the months it
 * would close that still wait for review (how many, and what they claim, in paise), and whether
 * anything at all is booked in `month`.
 */
export const closeChecklistInput = z.strictObject({ month: statementMonthSchema });
export const closeChecklistOutput = z.object({
  month: z.string(),
  waiting: z.object({ count: z.number().int(), paise: z.number().int() }),
  booked: z.boolean(),
});

export type CloseChecklistInput = z.input<typeof closeChecklistInput>;
export type CloseChecklistOutput = z.output<typeof closeChecklistOutput>;
