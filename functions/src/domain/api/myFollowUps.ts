import { z } from 'zod';
import { placeKeySchema, visitKindSchema } from './visitItem.js';

/** The caller's open follow-ups, every side they work on. */
export const myFollowUpsInput = z.strictObject({}).optional();

export const dueClassSchema = z.enum(['overdue', 'today', 'thisWeek', 'later']);

/** One open follow-up as the Due list shows it. */
export const dueFollowUp = z.object({
  kind: visitKindSchema,
  placeKey: placeKeySchema,
  place: z.string(),
  /** The day of the next visit (YYYY-MM-DD, the organisation's day). */
  due: z.string(),
  remark: z.string().optional(),
  phase: z.string().optional(),
  /** The visit that set it. */
  visitId: z.string(),
  /** Its version, which a change names (`changeFollowUp`); 1 until it is first changed. */
  version: z.number().int().positive(),
  dueClass: dueClassSchema,
  /** Days past its day (0 unless overdue). */
  daysOverdue: z.number().int().nonnegative(),
});

export const myFollowUpsOutput = z.object({
  /** The organisation's day the classes were counted on (Asia/Kolkata). */
  today: z.string(),
  /** Soonest first: the most overdue at the top. */
  followUps: z.array(dueFollowUp),
  /** Overdue and due today: the badge. */
  pressing: z.number().int().nonnegative(),
});

export type MyFollowUpsInput = z.input<typeof myFollowUpsInput>;
export type MyFollowUpsOutput = z.output<typeof myFollowUpsOutput>;
export type DueFollowUp = z.output<typeof dueFollowUp>;
