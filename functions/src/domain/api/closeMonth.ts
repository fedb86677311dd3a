import { z } from 'zod';
import { statementMonthSchema } from './spendStatement.js';

/** Admins: close every month up to `month` (over already): no posting may be dated in it after that. */
export const closeMonthInput = z.strictObject({ month: statementMonthSchema });
export const closeMonthOutput = z.object({ through: z.string() });

export type CloseMonthInput = z.input<typeof closeMonthInput>;
export type CloseMonthOutput = z.output<typeof closeMonthOutput>;
