import { z } from 'zod';
import { pushIdSchema } from '../ids.js';
import { requestIdSchema } from '../requestId.js';
import { placePinSchema, radiusSchema } from '../visits/location/placePin.js';
import { coordinatesMessages } from '../visits/location/coordinates.js';
import { placeKeySchema, visitKindSchema } from './visitItem.js';

/** What `setPlacePin` refuses, by the field it names; the place page shows them as they are. */
export const placePinMessages = {
  visitId: 'Must be a visit id.',
  noPin: 'This place has no pin yet: move it to coordinates or use a visit’s reading first.',
  noPlace: 'Visits that name no place have no pin.',
  unknownPlace: 'No place on the list or visited has this name: check its spelling.',
  noSuchVisit: 'No visit of this side has this id.',
  otherPlace: 'This visit was made at another place: use one of this place’s visits.',
  noFix: 'This visit has no location reading to use.',
  ownProposal:
    'This pin was proposed only from your own visits’ readings: another admin must accept it, or move it to coordinates you have checked.',
  ownVisit:
    'This is your own visit: your visits never set the pin that judges them. Use another person’s visit.',
} as const;

/** The same words as the place page's field (`parseCoordinates`). */
const degreesSchema = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message);

/**
 * What an admin does to a place's pin: accept the proposed one, move it to coordinates or to a visit's
 * reading (both accept it; a pin far from the place's readings or outside India only once confirmed,
 * `pinDoubtOf`), clear it (the next good reading proposes one again) or change its radius.
 */
export const pinChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('accept') }),
  z.strictObject({
    kind: z.literal('move'),
    latitude: degreesSchema(90, coordinatesMessages.latitude),
    longitude: degreesSchema(180, coordinatesMessages.longitude),
    /** The admin answered the question a pin far from every reading, or outside India, asks first. */
    confirmed: z.boolean().optional(),
  }),
  z.strictObject({ kind: z.literal('useVisit'), visitId: pushIdSchema(placePinMessages.visitId) }),
  z.strictObject({ kind: z.literal('clear') }),
  z.strictObject({ kind: z.literal('radius'), radius: radiusSchema }),
]);
export type PinChange = z.output<typeof pinChangeSchema>;

/** The place is named by its key, as the place page gives it (`placePageOutput.key`). */
export const setPlacePinInput = z.strictObject({
  requestId: requestIdSchema,
  kind: visitKindSchema,
  key: placeKeySchema,
  change: pinChangeSchema,
});
export const setPlacePinOutput = z.object({
  /** The place's pin as it now stands (null: none). */
  pin: placePinSchema.nullable(),
  /** How many of the place's visits were judged again against it. */
  recomputed: z.number().int().nonnegative(),
});

export type SetPlacePinInput = z.input<typeof setPlacePinInput>;
export type SetPlacePinOutput = z.output<typeof setPlacePinOutput>;
