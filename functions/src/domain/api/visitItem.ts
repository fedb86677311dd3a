import { z } from 'zod';
import { sheetSyncStates } from '../records/visitRecord.js';
import { visitPhases } from '../options/visitOptions.js';
import { cleanText, fieldMessages } from '../visits/fieldRules.js';
import { visitFollowUp } from './followUpViews.js';
import { visitCheckView } from '../visits/location/visitCheck.js';

export const visitKindSchema = z.enum(['sales', 'placement'], { error: fieldMessages.choose });

/** A place's key as the pipeline gives it (`placeKeyOf`): the folded name, escaped for the database. */
export const placeKeySchema = z
  .string()
  .min(1)
  .max(800)
  // eslint-disable-next-line no-control-regex -- a key must not hold control characters
  .regex(/^[^.#$[\]/\u0000-\u001f\u007f]+$/, 'Not a place key.');

export const visitPhaseSchema = z.enum(visitPhases, { error: fieldMessages.choose });

/** A stored visit as the admin screens show it: every filled field of its form, by the form's names. */
export const visitItem = z.object({
  id: z.string(),
  code: z.string(),
  /** When it was made (`visitTimeOf`): what the screens date it by. */
  visitedAt: z.number(),
  /** When the server received it: shown beside the visit's own day when it arrived on another day. */
  createdAt: z.number(),
  /** The place's name as typed ('' when none) and its key, which opens its timeline. */
  place: z.string(),
  placeKey: z.string(),
  /** Who submitted it, with the name every screen gives them (`personName`). */
  by: z.object({ uid: z.string(), email: z.string().optional(), name: z.string() }),
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
  sheet: z.object({ state: z.enum(sheetSyncStates), lastError: z.string().optional() }),
  /** The follow-up this visit set with 'Next visit on', where the answer joins it in. */
  followUp: visitFollowUp.optional(),
  /** Where it was made against its place's pin (decision 029); absent on visits indexed before checks. */
  check: visitCheckView.optional(),
  /** Its reading when it was a fix, for the place page's drawing; absent when it had none. */
  reading: z.object({ latitude: z.number(), longitude: z.number(), accuracy: z.number() }).optional(),
});
export type VisitItem = z.output<typeof visitItem>;

/** A name search over places: clean text like every input, compared folded. */
export const placeSearch = cleanText();
