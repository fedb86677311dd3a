import { z } from 'zod';
import { requestIdSchema } from '../requestId.js';
import { placementVisitFields } from '../visits/placementVisit.js';

/** A placement visit plus the client's id for this submission, resent unchanged on every retry of it. */
export const submitPlacementVisitInput = placementVisitFields.extend({ requestId: requestIdSchema });
export const submitPlacementVisitOutput = z.object({
  id: z.string(),
  /** The code the server assigned (it may differ from the one the form showed). */
  code: z.string(),
});
export type SubmitPlacementVisitInput = z.input<typeof submitPlacementVisitInput>;
export type SubmitPlacementVisitOutput = z.output<typeof submitPlacementVisitOutput>;
