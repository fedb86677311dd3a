import { z } from 'zod';
import { startPointSchema } from '../day/startPoint.js';
import { latitudeSchema, longitudeSchema } from '../visits/location/visitReading.js';
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
  /** Where the place is, when an admin has accepted its pin (a proposed pin is not given): Plan today. */
  pin: z.object({ latitude: latitudeSchema, longitude: longitudeSchema }).optional(),
});

export const myFollowUpsOutput = z.object({
  /** The organisation's day the classes were counted on (Asia/Kolkata). */
  today: z.string(),
  /** Soonest first: the most overdue at the top. */
  followUps: z.array(dueFollowUp),
  /** Overdue and due today: the badge. */
  pressing: z.number().int().nonnegative(),
  /**
   * The person's saved start point (null: none), kept on the phone with the list so Plan today starts
   * from it offline. Absent from answers kept by an app older than it.
   */
  startPoint: startPointSchema.nullable().optional(),
});

export type MyFollowUpsInput = z.input<typeof myFollowUpsInput>;
export type MyFollowUpsOutput = z.output<typeof myFollowUpsOutput>;
export type DueFollowUp = z.output<typeof dueFollowUp>;
