import { z } from 'zod';
import { storedNumber } from './createdBy.js';

/** A row sent to the sheet whose outcome is not known yet: the visit and its code. */
const sentRowSchema = z.object({ id: z.string(), code: z.string() });

/** Someone a created spreadsheet is shared with: an address, a domain or anyone with the link, and a Drive role. */
export const spreadsheetShareSchema = z.object({
  who: z.string(),
  role: z.enum(['reader', 'commenter', 'writer']),
});

/**
 * A spreadsheet the functions created for a kind's rows once the one before filled past a share, shared
 * with whoever the one before was shared with (and why not, when it could not be).
 */
const createdSpreadsheetSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  sharedWith: z.array(spreadsheetShareSchema).default([]),
  shareProblem: z.string().optional(),
});

/** A spreadsheet a kind's rows went to until `until` (no id: the configured one, `SHEET_ID`). */
const earlierSpreadsheetSchema = z.object({
  id: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  until: storedNumber,
});

/**
 * How a kind's tab is being written (`sheet_tabs/{kind}`): which run holds it, the rows of an append
 * whose reply never came, and the backoff after a failed one. The visits keep their own state.
 */
export const sheetTabStateSchema = z.object({
  /**
   * The tab the kind's rows go to, when rows moved to one named by period (as they did before a full
   * spreadsheet started a new one); the kind's own tab when absent.
   */
  title: z.string().optional(),
  /** The spreadsheet the kind's rows go to now: the configured one (`SHEET_ID`) when absent. */
  spreadsheet: createdSpreadsheetSchema.optional(),
  /** The spreadsheets the kind's rows went to before, oldest first. */
  earlierSpreadsheets: z.array(earlierSpreadsheetSchema).default([]),
  /** The spreadsheet's cells when last asked, and when: past a share of the limit rows go to a new one. */
  cells: storedNumber.optional(),
  cellsCheckedAt: storedNumber.optional(),
  /** The last sheet row the tab is known to hold (from the last append's reply); 0 when not known. */
  knownRows: storedNumber.default(0),
  /** The run appending to the tab, and until when its claim holds (a run that dies lets go then). */
  lease: z.object({ runId: z.string(), until: storedNumber }).optional(),
  /**
   * An append sent whose reply was lost (or whose run died): before anything else is sent, the tail of
   * the tab from `fromRow` is read for these codes, so no row is appended twice.
   */
  inFlight: z
    .object({
      spreadsheetId: z.string().optional(),
      tab: z.string().optional(),
      fromRow: storedNumber,
      rows: z.array(sentRowSchema),
    })
    .optional(),
  /** Failed appends in a row; the backoff doubles with each. */
  failures: storedNumber.default(0),
  backoffUntil: storedNumber.optional(),
  lastError: z.string().optional(),
});
export type SheetTabState = z.output<typeof sheetTabStateSchema>;

export function parseSheetTabState(value: unknown): SheetTabState {
  const parsed = sheetTabStateSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : sheetTabStateSchema.parse({});
}
