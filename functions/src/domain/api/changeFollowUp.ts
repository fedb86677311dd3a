import { z } from 'zod';
import { pushIdSchema } from '../ids.js';
import { nextVisitOnSchema } from '../followUps/nextVisit.js';
import { requestIdSchema } from '../requestId.js';
import { cleanText } from '../visits/fieldRules.js';
import { placeKeySchema, visitKindSchema } from './visitItem.js';

export const followUpMessages = {
  visitId: 'Must be a visit id.',
  reasonRequired: 'Say why it is dropped.',
  notOpen: 'This follow-up is no longer open: a later visit closed it, or it was dropped.',
  changedSince: (by: string, at: string) =>
    `This follow-up was changed by ${by} at ${at} since you opened it. Check it and try again.`,
} as const;

/** The longest reason a dropped follow-up keeps. */
export const MAX_DROP_REASON = 500;

/** What the person does to an open follow-up of theirs: move its day, or drop it with a reason. */
export const followUpChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('move'), due: nextVisitOnSchema }),
  z.strictObject({
    kind: z.literal('drop'),
    reason: cleanText({ multiline: true, required: followUpMessages.reasonRequired }).max(MAX_DROP_REASON),
  }),
]);
export type FollowUpChange = z.output<typeof followUpChangeSchema>;

/** The follow-up is named as the Due list gives it: its side, its place key and the visit that set it. */
export const changeFollowUpInput = z.strictObject({
  requestId: requestIdSchema,
  kind: visitKindSchema,
  placeKey: placeKeySchema,
  visitId: pushIdSchema(followUpMessages.visitId),
  /**
   * The follow-up's version as the Due list showed it: a change made meanwhile refuses this one. Absent
   * on changes queued by an app older than it, which change whatever version is there.
   */
  version: z.number().int().positive().optional(),
  change: followUpChangeSchema,
});
export const changeFollowUpOutput = z.object({
  visitId: z.string(),
  /** The version this change made. */
  version: z.number().int().positive().optional(),
  state: z.enum(['open', 'dropped']),
  due: z.string(),
});

export type ChangeFollowUpInput = z.input<typeof changeFollowUpInput>;
export type ChangeFollowUpOutput = z.output<typeof changeFollowUpOutput>;
