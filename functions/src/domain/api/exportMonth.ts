import { z } from 'zod';
import { exportFormats, exportMessages } from '../ledger/export/exportFormats.js';
import { statementMonthSchema } from './spendStatement.js';

/**
 * Admins: a closed month's postings as a Tally XML import (its vouchers, or the ledger masters they
 * use) or a CSV journal, for the accountant.
 */
export const exportMonthInput = z.strictObject({
  month: statementMonthSchema,
  format: z.enum(exportFormats, { error: () => exportMessages.format }),
});
export const exportMonthOutput = z.object({
  fileName: z.string(),
  contentType: z.string(),
  content: z.string(),
  vouchers: z.number().int().nonnegative(),
  /** The ledger masters of a masters file. */
  ledgers: z.number().int().nonnegative().optional(),
});

export type ExportMonthInput = z.input<typeof exportMonthInput>;
export type ExportMonthOutput = z.output<typeof exportMonthOutput>;
