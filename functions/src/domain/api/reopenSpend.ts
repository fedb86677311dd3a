import { z } from 'zod';
import { requestIdSchema } from '../requestId.js';
import { entryIdSchema } from '../ids.js';
import { decisionReason, seenVersionSchema } from './decideSpend.js';
import { spendEntryView } from './spendEntryView.js';

/** An admin reopens an approved, unsettled entry with a reason: it waits for review again. */
export const reopenSpendInput = z.strictObject({
  requestId: requestIdSchema,
  entryId: entryIdSchema,
  version: seenVersionSchema,
  reason: decisionReason,
});
/** The entry as reopened. A reopen that lost a race (a settlement, another admin) fails with `spendConflictDetails`. */
export const reopenSpendOutput = z.object({ entry: spendEntryView });

export type ReopenSpendInput = z.input<typeof reopenSpendInput>;
export type ReopenSpendOutput = z.output<typeof reopenSpendOutput>;
