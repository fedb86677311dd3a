import { z } from 'zod';
import { requestIdSchema } from '../requestId.js';

export const maxBulkApprove = 100;

/** Approve several entries at once: only unflagged, waiting entries of others are approved. */
export const approveSpendsInput = z.strictObject({
  requestId: requestIdSchema,
  entryIds: z.array(z.string().min(1).max(128)).min(1).max(maxBulkApprove),
});
/** Which were approved, and why each other one was not (the same messages as one decision). */
export const approveSpendsOutput = z.object({
  approved: z.array(z.string()),
  skipped: z.array(z.object({ entryId: z.string(), message: z.string() })),
});

export type ApproveSpendsInput = z.input<typeof approveSpendsInput>;
export type ApproveSpendsOutput = z.output<typeof approveSpendsOutput>;
