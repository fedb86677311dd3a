import { z } from 'zod';
import { maxSpendAmount, isWholePaise } from '../spend/money.js';
import { spendMessages } from '../spend/spendMessages.js';
import { decisionMessages } from '../spendEntries/entryMessages.js';
import { cleanText, fieldMessages } from '../visits/fieldRules.js';
import { entryIdSchema } from '../ids.js';
import { requestIdSchema } from '../requestId.js';
import { spendEntryView } from './spendEntryView.js';

/** The reason of a reduction or a refusal: required, clean text. */
export const decisionReason = cleanText({ multiline: true, required: decisionMessages.reasonRequired });

export const approvedAmountSchema = z
  .number({ error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.number) })
  .positive(decisionMessages.approveLessPositive)
  .max(maxSpendAmount, { message: spendMessages.tooLarge, abort: true })
  .refine(isWholePaise, spendMessages.tooManyDecimals);

/** Approve; approve for less (below the claimed spent amount, with a reason); refuse (with a reason). */
export const spendDecisionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('approve') }),
  z.strictObject({ kind: z.literal('approveLess'), amount: approvedAmountSchema, reason: decisionReason }),
  z.strictObject({
    kind: z.literal('refuse'),
    reason: decisionReason,
    /** The allocation itself was recorded in error: its advance is reversed too, not owed. */
    advanceInError: z.boolean().optional(),
  }),
]);
export type SpendDecision = z.output<typeof spendDecisionSchema>;

/** The entry's version as the admin saw it: a decision on a version corrected since is refused. */
export const seenVersionSchema = z.number().int().positive();

export const decideSpendInput = z.strictObject({
  requestId: requestIdSchema,
  entryId: entryIdSchema,
  version: seenVersionSchema,
  decision: spendDecisionSchema,
});
/**
 * The entry as decided. A decision that lost a race, or on an entry changed since it was seen, fails
 * with `spendConflictDetails`.
 */
export const decideSpendOutput = z.object({ entry: spendEntryView });

export type DecideSpendInput = z.input<typeof decideSpendInput>;
export type DecideSpendOutput = z.output<typeof decideSpendOutput>;
