import { z } from 'zod';
import { visitKindSchema } from './visitItem.js';

export const visitPipelineInput = z.strictObject({ kind: visitKindSchema });

/** One place with its latest visit's pipeline fields, newest visit first in the list. */
export const pipelineRow = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
  firstAt: z.number(),
  lastAt: z.number(),
  /** Who submitted the latest visit; absent for places indexed before it was kept. */
  lastBy: z.object({ uid: z.string(), label: z.string() }).optional(),
  latest: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const visitPipelineOutput = z.object({ places: z.array(pipelineRow) });

export type VisitPipelineInput = z.input<typeof visitPipelineInput>;
export type VisitPipelineOutput = z.output<typeof visitPipelineOutput>;
export type PipelineRow = z.output<typeof pipelineRow>;
