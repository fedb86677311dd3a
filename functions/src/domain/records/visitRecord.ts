import { z } from 'zod';
import { visitReadingSchema } from '../visits/location/visitReading.js';
import { createdBySchema, storedNumber, withTodaysNames } from './createdBy.js';
import { followUpStampSchema } from '../followUps/followUp.js';

/** How a visit's copy in the sheet is doing. `disabled`: no sheet was configured when it was stored. */
export const sheetSyncStates = ['pending', 'synced', 'failed', 'disabled'] as const;
export type SheetSyncState = (typeof sheetSyncStates)[number];

export const sheetSyncSchema = z.object({
  state: z.enum(sheetSyncStates),
  /** Appends tried so far; the retry delay doubles with each. */
  attempts: storedNumber,
  lastError: z.string().optional(),
  /** When the scheduled sync may try (again); absent once synced or disabled. */
  nextAttemptAt: storedNumber.optional(),
  syncedAt: storedNumber.optional(),
});
export type SheetSync = z.output<typeof sheetSyncSchema>;

/**
 * A stored visit (`sales_visits/{id}`, `placement_visits/{id}`): the filled fields of its form (blanks
 * are not stored) plus its code, who made it and when, its request id and its sheet state.
 */
export const visitRecordSchema = z.looseObject({
  code: z.string(),
  createdBy: createdBySchema,
  /** When the server received it. */
  createdAt: storedNumber,
  /**
   * When it was made: the phone's capture time within the server's bounds (`visitedAtOf`). What the
   * log, the Report, Review, the pipeline, follow-ups and the sheet date it by; absent on visits stored
   * before it was kept, which are dated when they arrived (`visitTimeOf`).
   */
  visitedAt: storedNumber.optional(),
  /** Absent on records older than exactly-once saving. */
  requestId: z.string().optional(),
  /** The day of the next visit it set (a follow-up, decision 028); not one of the form's sheet columns. */
  nextVisitOn: z.string().optional(),
  /**
   * What the person did to that follow-up since (moved its day, dropped it), kept on the visit so
   * `indexes rebuild` derives the follow-up as it stands.
   */
  followUpChange: z
    .object({
      due: z.string().optional(),
      movedAt: z.number().optional(),
      dropped: z.object({ reason: z.string(), at: z.number() }).optional(),
      changed: followUpStampSchema.optional(),
    })
    .optional(),
  /**
   * The one location reading taken as the visit goes (Confirm, or Submit with no confirmation), or why
   * there is none (decision 029); absent on visits from before it was taken. Not one of the form's
   * sheet columns.
   */
  reading: visitReadingSchema.optional(),
  /** Records from before the sheet sync count as not to be synced. */
  sheet: sheetSyncSchema.default({ state: 'disabled', attempts: 0 }),
});
export type VisitRecord = z.output<typeof visitRecordSchema>;

/** Writers build a visit through the schema, so nothing is stored that a reader would refuse. */
export function buildVisitRecord(record: z.input<typeof visitRecordSchema>): VisitRecord {
  return visitRecordSchema.parse(record);
}

/** Reads a stored visit of any age; null when it is not one. */
export function parseVisitRecord(value: unknown): VisitRecord | null {
  const parsed = visitRecordSchema.safeParse(withTodaysNames(value));
  return parsed.success ? parsed.data : null;
}
