import { z } from 'zod';
import { visitKindSchema } from './visitItem.js';

export const visitSheetStateInput = z.strictObject({ kind: visitKindSchema });

/** How a kind's visits are reaching the sheet: those still to go, and the latest failure's reason. */
export const visitSheetStateOutput = z.object({
  /** False when no sheet is configured: visits are kept in the database only. */
  enabled: z.boolean(),
  pending: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  lastError: z.object({ code: z.string(), message: z.string(), attempts: z.number() }).nullable(),
  /** The tab the kind's rows go to (a tab named by period once the spreadsheet filled past a share). */
  tab: z.string().optional(),
  /** The spreadsheet's cells when last counted, of its limit `cellLimit`. */
  cells: z.number().int().nonnegative().optional(),
  cellLimit: z.number().int().positive().optional(),
  /** At this share of the limit rows move to a new tab, and old tabs are to be moved out. */
  rotateAtShare: z.number().positive().optional(),
});

export type VisitSheetStateInput = z.input<typeof visitSheetStateInput>;
export type VisitSheetStateOutput = z.output<typeof visitSheetStateOutput>;
