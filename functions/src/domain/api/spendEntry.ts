import { z } from 'zod';
import { spendEntryView } from './spendEntryView.js';

/** One spend entry by id (the file library's panel: the spend a bill proves). */
export const spendEntryInput = z.strictObject({ entryId: z.string().min(1).max(128) });

/** The entry, or null when it does not exist (any more). */
export const spendEntryOutput = z.object({ entry: spendEntryView.nullable() });

export type SpendEntryInput = z.input<typeof spendEntryInput>;
export type SpendEntryOutput = z.output<typeof spendEntryOutput>;
