import { z } from 'zod';
import { requestIdSchema } from '../requestId.js';
import { salesVisitFields } from '../visits/salesVisit.js';

/** A sales visit plus the client's id for this submission, resent unchanged on every retry of it. */
export const submitSalesVisitInput = salesVisitFields.extend({ requestId: requestIdSchema });
export const submitSalesVisitOutput = z.object({
  id: z.string(),
  /** The code the server assigned (it may differ from the one the form showed). */
  code: z.string(),
});
export type SubmitSalesVisitInput = z.input<typeof submitSalesVisitInput>;
export type SubmitSalesVisitOutput = z.output<typeof submitSalesVisitOutput>;
