import { z } from 'zod';
import { visitKindSchema } from './visitItem.js';

export const retryVisitSheetInput = z.strictObject({ kind: visitKindSchema });

/** What the retry did: visits tried, appended and failed again. */
export const retryVisitSheetOutput = z.object({
  tried: z.number().int().nonnegative(),
  synced: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});

export type RetryVisitSheetInput = z.input<typeof retryVisitSheetInput>;
export type RetryVisitSheetOutput = z.output<typeof retryVisitSheetOutput>;
