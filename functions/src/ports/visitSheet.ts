/**
 * The VisitSheet port: appends visits as rows to a tab of the team's spreadsheet. The database is the
 * source of truth; the sheet is a copy people read, so a failed append is retried later.
 */
export type SheetCell = string | number;

export interface SheetTable {
  /** The tab's title, e.g. 'Sales Visits'. */
  tab: string;
  /** The first row of the tab: the field names, in column order. */
  header: readonly string[];
  /** The spreadsheet holding the tab: the configured one when absent. */
  spreadsheetId?: string;
}

/** Someone a spreadsheet is shared with, in Drive's roles. */
export interface SpreadsheetShare {
  /** An email address, a domain, or 'anyone with the link'. */
  who: string;
  role: 'reader' | 'commenter' | 'writer';
}

/** Who a new spreadsheet was shared with, and why not with everyone the one before was shared with. */
export interface SpreadsheetSharing {
  sharedWith: SpreadsheetShare[];
  problem?: string;
}

/** A spreadsheet the functions made, where people open it, and who can. */
export interface CreatedSpreadsheet extends SpreadsheetSharing {
  spreadsheetId: string;
  url: string;
}

export interface SheetAppendResult {
  /** The sheet row (1-based) the last appended row landed on, when the API said. */
  lastRow?: number;
}

export interface VisitSheet {
  /** False when no sheet is configured: visits are then stored as `disabled`. */
  readonly enabled: boolean;
  /**
   * Appends `rows` under the table's header in one request, in order; throws a `SheetAppendError` when
   * they were not added (or may not have been).
   */
  append(table: SheetTable, rows: readonly (readonly SheetCell[])[]): Promise<SheetAppendResult>;
  /**
   * The first cells (the visit codes) of the tab's rows from `fromRow` (1-based) to its end: the tail
   * of the sheet, read to find rows whose append landed with its reply lost. A missing tab has none.
   */
  codesFrom(table: SheetTable, fromRow: number): Promise<string[]>;
  /**
   * The cells of a spreadsheet's grids (the configured one when no id is given), every tab's, as Google
   * counts them against its limit.
   */
  cellsUsed(spreadsheetId?: string): Promise<number>;
  /**
   * A new spreadsheet titled `title` holding the table's tab with its header row (one request), shared
   * with whoever `sharedLike` is shared with (the configured spreadsheet when absent), so the people who
   * read the full spreadsheet read the new one.
   */
  createSpreadsheet(title: string, table: SheetTable, sharedLike?: string): Promise<CreatedSpreadsheet>;
}

/** Google's limit of cells a spreadsheet, filled or not. */
export const SPREADSHEET_CELL_LIMIT = 10_000_000;

export class SheetAppendError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the failed request, when there was one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SheetAppendError';
  }

  /** The API refused the request (4xx, a 429 included), so nothing of it was applied. */
  get refused(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500;
  }

  /** Google's quota answer: the rows wait and the next run tries again, after a backoff. */
  get rateLimited(): boolean {
    return this.status === 429;
  }
}
