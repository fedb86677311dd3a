import { z } from 'zod';
import { placeKeySchema, visitItem, visitKindSchema } from './visitItem.js';

/** Most visits a timeline shows: a place's latest ones. */
export const maxTimelineVisits = 100;

export const placeVisitsInput = z.strictObject({ kind: visitKindSchema, place: placeKeySchema });

/** A place's visits, oldest first (its latest `maxTimelineVisits`), and how many it has in all. */
export const placeVisitsOutput = z.object({
  name: z.string(),
  total: z.number().int().nonnegative(),
  visits: z.array(visitItem),
});

export type PlaceVisitsInput = z.input<typeof placeVisitsInput>;
export type PlaceVisitsOutput = z.output<typeof placeVisitsOutput>;
