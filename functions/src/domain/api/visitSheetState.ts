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
});

export type VisitSheetStateInput = z.input<typeof visitSheetStateInput>;
export type VisitSheetStateOutput = z.output<typeof visitSheetStateOutput>;
