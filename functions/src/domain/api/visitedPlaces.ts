import { z } from 'zod';
import { visitKindSchema } from './visitItem.js';

export const visitedPlacesInput = z.strictObject({ kind: visitKindSchema });

/** The names of the places visits of a kind went to, one per place (its known spelling), sorted. */
export const visitedPlacesOutput = z.object({ names: z.array(z.string()) });

export type VisitedPlacesInput = z.input<typeof visitedPlacesInput>;
export type VisitedPlacesOutput = z.output<typeof visitedPlacesOutput>;
