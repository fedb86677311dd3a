import { z } from 'zod';
import { requestIdSchema } from '../requestId.js';
import { startPointSchema } from '../day/startPoint.js';

/** The start point as the person saves it (the server stamps when). */
export const startPointEntry = startPointSchema.omit({ savedAt: true });
export type StartPointEntry = z.input<typeof startPointEntry>;

/** Saves the caller's start point, or clears it (null); once per request id. */
export const setStartPointInput = z.strictObject({
  requestId: requestIdSchema,
  startPoint: startPointEntry.nullable(),
});
export const setStartPointOutput = z.object({
  /** The start point as it now stands (null: none). */
  startPoint: startPointSchema.nullable(),
});

export type SetStartPointInput = z.input<typeof setStartPointInput>;
export type SetStartPointOutput = z.output<typeof setStartPointOutput>;
