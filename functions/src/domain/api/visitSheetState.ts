import { z } from 'zod';
import { visitKindSchema } from './visitItem.js';
import { spreadsheetShareSchema } from '../records/sheetTabState.js';

export const visitSheetStateInput = z.strictObject({ kind: visitKindSchema });

/** How a kind's visits are reaching the sheet: those still to go, and the latest failure's reason. */
export const visitSheetStateOutput = z.object({
  /** False when no sheet is configured: visits are kept in the database only. */
  enabled: z.boolean(),
  pending: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  lastError: z.object({ code: z.string(), message: z.string(), attempts: z.number() }).nullable(),
  /** The tab the kind's rows go to. */
  tab: z.string().optional(),
  /**
   * The spreadsheet the functions created for the kind's rows once the one before filled past a share
   * (absent while rows go to the configured one): its owner is the functions' service account, which
   * shares it as the one before was shared; `shareProblem` says why it could not, and an admin shares it
   * from its URL.
   */
  spreadsheet: z
    .object({
      title: z.string(),
      url: z.string(),
      sharedWith: z.array(spreadsheetShareSchema),
      shareProblem: z.string().optional(),
    })
    .optional(),
  /** Where the kind's rows went before, oldest first (no title: the configured spreadsheet). */
  earlierSpreadsheets: z
    .array(z.object({ title: z.string().optional(), url: z.string().optional(), until: z.number() }))
    .optional(),
  /** The spreadsheet's cells when last counted, of its limit `cellLimit`. */
  cells: z.number().int().nonnegative().optional(),
  cellLimit: z.number().int().positive().optional(),
  /** At this share of the limit the next rows go to a new spreadsheet. */
  rotateAtShare: z.number().positive().optional(),
});

export type VisitSheetStateInput = z.input<typeof visitSheetStateInput>;
export type VisitSheetStateOutput = z.output<typeof visitSheetStateOutput>;
