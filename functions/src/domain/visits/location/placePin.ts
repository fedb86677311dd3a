import { z } from 'zod';
import type { VisitKind } from '../../visitCodes.js';
import { locationRules } from './locationRules.js';
import { latitudeSchema, longitudeSchema } from './visitReading.js';

export const pinStates = ['proposed', 'accepted'] as const;

export const pinMessages = {
  radius: `The radius is a whole number of metres from ${String(locationRules.minRadius)} to ${locationRules.maxRadius.toLocaleString('en-IN')}.`,
} as const;

export const radiusSchema = z
  .number({ error: pinMessages.radius })
  .int(pinMessages.radius)
  .min(locationRules.minRadius, pinMessages.radius)
  .max(locationRules.maxRadius, pinMessages.radius);

const person = z.object({ uid: z.string(), label: z.string() });

/**
 * Where a place is, at `placePins/{kind}/{place key}`: proposed once good readings of two people (or of
 * one person 12 hours apart) agree (`pinEvidence.ts`), or set by an admin, who accepts, moves or clears
 * it. Only an accepted pin verifies a visit: a proposed one leaves the place's visits Unverified.
 */
export const placePinSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  radius: radiusSchema,
  state: z.enum(pinStates),
  /** The visit whose reading an admin took it from ('use this visit's reading'). */
  fromVisitId: z.string().optional(),
  /** The visits whose agreeing readings proposed it (their centre). */
  fromVisitIds: z.array(z.string()).optional(),
  /** The people whose readings proposed it, each once ('proposed from the readings of ...'). */
  proposedBy: z.array(person).optional(),
  /** The admin who accepted the proposed pin, and when. */
  acceptedBy: person.optional(),
  acceptedAt: z.number().optional(),
  setAt: z.number(),
  setBy: person,
});
export type PlacePin = z.output<typeof placePinSchema>;

export const placePinPaths = {
  pin: (kind: VisitKind, key?: string) =>
    key === undefined ? `placePins/${kind}` : `placePins/${kind}/${key}`,
  /**
   * `placePinCleared/{kind}/{place key}`: set when an admin clears a pin, so the next proposal judges
   * the place's earlier visits again (only then can they hold a good reading and no pin).
   */
  cleared: (kind: VisitKind, key?: string) =>
    key === undefined ? `placePinCleared/${kind}` : `placePinCleared/${kind}/${key}`,
  /** `visitLastFix/{uid}`: the person's latest fix (by when it was taken), for the 'Too fast' flag. */
  lastFix: (uid?: string) => (uid === undefined ? 'visitLastFix' : `visitLastFix/${uid}`),
};

/** A stored pin, or null when there is none or it cannot be read. */
export function parsePlacePin(value: unknown): PlacePin | null {
  const parsed = placePinSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
