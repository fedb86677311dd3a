import { z } from 'zod';
import { paging } from '../constants.js';
import { spendStateSchema } from '../spendEntries/entryStates.js';
import { spendEntryView } from './spendEntryView.js';

/** The caller's own entries, newest first; optionally one state only. */
export const mySpendsInput = z
  .strictObject({
    state: spendStateSchema.optional(),
    after: z.string().min(1).max(200).optional(),
    limit: z.number().int().min(1).max(100).default(paging.reportEntriesPerPage),
  })
  .optional();

export const mySpendsOutput = z.object({
  entries: z.array(spendEntryView),
  next: z.string().nullable(),
  /** How many of the caller's entries are refused now (the Report badge). */
  refused: z.number().int(),
  /** When the latest decision on any of the caller's entries was made (the visit screen's notice). */
  lastDecisionAt: z.number().nullable(),
});

export type MySpendsInput = z.input<typeof mySpendsInput>;
export type MySpendsOutput = z.output<typeof mySpendsOutput>;
