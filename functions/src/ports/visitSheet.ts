/**
 * The VisitSheet port: appends one visit as a row to a tab of the team's spreadsheet. The database
 * is the source of truth; the sheet is a copy people read, so a failed append is retried later.
 */
export type SheetCell = string | number;

export interface SheetTable {
  /** The tab's title, e.g. 'Sales Visits'. */
  tab: string;
  /** The first row of the tab: the field names, in column order. */
  header: readonly string[];
}

export interface VisitSheet {
  /** False when no sheet is configured (the local stack): visits are then stored as `disabled`. */
  readonly enabled: boolean;
  /** Appends `row` under the table's header; throws a `SheetAppendError` when the row was not added. */
  append(table: SheetTable, row: readonly SheetCell[]): Promise<void>;
  /**
   * Whether the tab already has a row whose first cell is `code` (a missing tab has none). Asked before
   * appending a visit again whose earlier append may have landed with its reply lost.
   */
  hasRow(table: SheetTable, code: string): Promise<boolean>;
}

export class SheetAppendError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the failed request, when there was one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SheetAppendError';
  }
}
