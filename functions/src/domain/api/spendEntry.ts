import { z } from 'zod';
import { entryIdSchema } from '../ids.js';
import { spendEntryView } from './spendEntryView.js';

/** One spend entry by id (the file library's panel: the spend a bill proves). */
export const spendEntryInput = z.strictObject({ entryId: entryIdSchema });

/** The entry, or null when it does not exist (any more). */
export const spendEntryOutput = z.object({ entry: spendEntryView.nullable() });

export type SpendEntryInput = z.input<typeof spendEntryInput>;
export type SpendEntryOutput = z.output<typeof spendEntryOutput>;
