import { z } from 'zod';
import { requestIdSchema } from '../requestId.js';
import { entryIdSchema } from '../ids.js';
import { seenVersionSchema } from './decideSpend.js';
import { spendEntryView } from './spendEntryView.js';

export const maxBulkApprove = 100;

export const bulkApproveMessages = {
  repeated: 'Each spend can be approved once.',
} as const;

/**
 * Approve several entries at once, each at the version the admin saw: only unflagged, waiting
 * entries of others that are still at that version are approved.
 */
export const approveSpendsInput = z.strictObject({
  requestId: requestIdSchema,
  entries: z
    .array(z.strictObject({ entryId: entryIdSchema, version: seenVersionSchema }))
    .min(1)
    .max(maxBulkApprove)
    .refine(
      (entries) => new Set(entries.map(({ entryId }) => entryId)).size === entries.length,
      bulkApproveMessages.repeated,
    ),
});
/**
 * Which were approved (and each as it now is, so the Review list updates those rows in place), and why
 * each other one was not (the same messages as one decision).
 */
export const approveSpendsOutput = z.object({
  approved: z.array(z.string()),
  entries: z.array(spendEntryView),
  skipped: z.array(z.object({ entryId: z.string(), message: z.string() })),
});

export type ApproveSpendsInput = z.input<typeof approveSpendsInput>;
export type ApproveSpendsOutput = z.output<typeof approveSpendsOutput>;
