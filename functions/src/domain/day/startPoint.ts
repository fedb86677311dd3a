import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../visits/location/visitReading.js';

export const startPointMessages = {
  label: 'Name the start point in 1 to 60 characters, e.g. Home or Office.',
} as const;

/**
 * Where a person's field day starts, at `startPoints/{uid}`: the first stop of Plan today when no reading
 * is taken, and the first leg of a day's mileage. Set by the person, one per account.
 */
export const startPointSchema = z.strictObject({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  label: z.string().trim().min(1, startPointMessages.label).max(60, startPointMessages.label),
  /** When it was saved (epoch ms, the server's clock). */
  savedAt: z.number().int().min(0),
});

export type StartPoint = z.output<typeof startPointSchema>;

export const startPointPath = (uid: string) => `startPoints/${uid}`;

/** The stored start point, or null when none is saved or the stored value does not parse. */
export function parseStartPoint(value: unknown): StartPoint | null {
  const parsed = startPointSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
