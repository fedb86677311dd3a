import { z } from 'zod';
import { nextVisitOnSchema } from '../followUps/nextVisit.js';
import { requestIdSchema } from '../requestId.js';
import { capturedAtSchema } from '../spend/spendFields.js';
import { visitReadingSchema } from '../visits/location/visitReading.js';
import { placementVisitFields } from '../visits/placementVisit.js';

/**
 * A placement visit plus the client's id for this submission, resent unchanged on every retry of it, and
 * the follow-up it sets.
 */
export const submitPlacementVisitInput = placementVisitFields.extend({
  requestId: requestIdSchema,
  /** When to go back (a follow-up, decision 028); kept out of the record's fields and the sheet. */
  nextVisitOn: nextVisitOnSchema.optional(),
  /** When the phone captured the visit: the day 'Next visit on' is judged from. */
  capturedAt: capturedAtSchema.optional(),
  /** Where the phone was when Submit was tapped, or why it gave no fix (decision 029); not a sheet column. */
  reading: visitReadingSchema.optional(),
});
export const submitPlacementVisitOutput = z.object({
  id: z.string(),
  /** The code the server assigned (it may differ from the one the form showed). */
  code: z.string(),
});
export type SubmitPlacementVisitInput = z.input<typeof submitPlacementVisitInput>;
export type SubmitPlacementVisitOutput = z.output<typeof submitPlacementVisitOutput>;
