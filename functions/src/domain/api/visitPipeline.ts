import { z } from 'zod';
import { followUpCount, placeFollowUp } from './followUpViews.js';
import { visitKindSchema } from './visitItem.js';

export const visitPipelineInput = z.strictObject({ kind: visitKindSchema });

/** One place with its latest visit's pipeline fields, newest visit first in the list. */
export const pipelineRow = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
  firstAt: z.number(),
  lastAt: z.number(),
  /** Who submitted the latest visit; absent for places indexed before it was kept. */
  lastBy: z.object({ uid: z.string(), label: z.string() }).optional(),
  latest: z.record(z.string(), z.union([z.string(), z.number()])),
  /**
   * The place's last known phase and when the visit that named it was made: a later visit naming none
   * leaves it (sales only).
   */
  phase: z.object({ value: z.string(), at: z.number() }).optional(),
  /** The open follow-ups at the place (anyone's), soonest first. */
  followUps: z.array(placeFollowUp),
});

/** One person's visits of this side by check (decision 029). */
export const checkCount = z.object({
  uid: z.string(),
  label: z.string(),
  verified: z.number().int().nonnegative(),
  far: z.number().int().nonnegative(),
  unverified: z.number().int().nonnegative(),
  /** Beside a pin no admin has accepted: counted apart, never as Verified. */
  notAccepted: z.number().int().nonnegative(),
  /** Too fast from the person's last visit: counted apart, never as Verified. */
  tooFast: z.number().int().nonnegative(),
});

export const visitPipelineOutput = z.object({
  places: z.array(pipelineRow),
  /** Each person's open follow-ups overdue and due this week, most overdue first. */
  followUpCounts: z.array(followUpCount),
  /** Each person's visits Verified, Far, Unverified, Not accepted and Too fast, by name. */
  checkCounts: z.array(checkCount),
});

export type VisitPipelineInput = z.input<typeof visitPipelineInput>;
export type VisitPipelineOutput = z.output<typeof visitPipelineOutput>;
export type PipelineRow = z.output<typeof pipelineRow>;
export type CheckCount = z.output<typeof checkCount>;
