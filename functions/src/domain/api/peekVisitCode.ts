import { z } from 'zod';

export const peekVisitCodeInput = z.strictObject({
  kind: z.enum(['sales', 'placement'], { error: 'Must be sales or placement.' }),
});
/** The code the next submission will probably get: another submission may take it first. */
export const peekVisitCodeOutput = z.object({ code: z.string() });
export type PeekVisitCodeInput = z.input<typeof peekVisitCodeInput>;
export type PeekVisitCodeOutput = z.output<typeof peekVisitCodeOutput>;
