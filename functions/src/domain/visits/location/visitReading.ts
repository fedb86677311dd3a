import { z } from 'zod';

/** The longest a phone may have held a reading, in ms: a day (anything older is a broken clock). */
const MAX_AGE_MS = 86_400_000;
/** The worst accuracy a reading may claim, in metres: a phone reporting worse is not locating at all. */
const MAX_ACCURACY_M = 100_000;

export const readingMessages = {
  latitude: 'Latitude must be a number from -90 to 90.',
  longitude: 'Longitude must be a number from -180 to 180.',
  accuracy: 'Accuracy must be a number of metres above 0, at most 100,000.',
  age: 'The reading’s age must be a whole number of milliseconds from 0 to a day.',
  at: 'The reading’s time must be a whole number of milliseconds since 1970.',
  reason:
    'Choose why there is no reading: declined, denied, timeout, unavailable, unsupported, skipped, unanswered or notAsked.',
  kind: 'A reading is a fix or none.',
} as const;

const finite = (message: string) => z.number({ error: message }).refine(Number.isFinite, message);

export const latitudeSchema = finite(readingMessages.latitude)
  .min(-90, readingMessages.latitude)
  .max(90, readingMessages.latitude);
export const longitudeSchema = finite(readingMessages.longitude)
  .min(-180, readingMessages.longitude)
  .max(180, readingMessages.longitude);

/**
 * Why a visit carries no fix: the person said 'Not now' (`declined`), the phone refused (`denied`),
 * found none in time (`timeout`) or none at all (`unavailable`, `unsupported`); the person sent the visit
 * without waiting (`skipped`); the browser's location prompt was not answered in time (`unanswered`);
 * the person has not answered Field Tracker's own question yet (`notAsked`).
 */
export const noReadingReasons = [
  'declined',
  'denied',
  'timeout',
  'unavailable',
  'unsupported',
  'skipped',
  'unanswered',
  'notAsked',
] as const;
export type NoReadingReason = (typeof noReadingReasons)[number];

/** One reading at the moment of the visit: where the phone was, how sure, how old, and when taken. */
export const fixSchema = z.strictObject({
  kind: z.literal('fix'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** Metres, the radius the phone is 68 % sure the truth lies within. */
  accuracy: finite(readingMessages.accuracy)
    .gt(0, readingMessages.accuracy)
    .max(MAX_ACCURACY_M, readingMessages.accuracy),
  /** How old the reading was when the visit was submitted, in ms (a cached position is older than 0). */
  age: z
    .number({ error: readingMessages.age })
    .int(readingMessages.age)
    .min(0, readingMessages.age)
    .max(MAX_AGE_MS, readingMessages.age),
  /** When the visit was submitted on the phone (epoch ms): the reading was taken at `at - age`. */
  at: z
    .number({ error: readingMessages.at })
    .int(readingMessages.at)
    .min(0, readingMessages.at)
    .max(8.64e15, readingMessages.at),
});

export const noReadingSchema = z.strictObject({
  kind: z.literal('none'),
  reason: z.enum(noReadingReasons, { error: readingMessages.reason }),
});

/** What a visit says of where it was made: a fix, or why there is none (a state, never an error). */
export const visitReadingSchema = z.discriminatedUnion('kind', [fixSchema, noReadingSchema], {
  error: readingMessages.kind,
});

export type Fix = z.output<typeof fixSchema>;
export type VisitReading = z.output<typeof visitReadingSchema>;

/** When the fix was taken (its capture time less its age). */
export const fixTimeOf = (fix: Pick<Fix, 'at' | 'age'>): number => fix.at - fix.age;
