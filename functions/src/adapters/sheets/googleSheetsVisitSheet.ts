import { randomInt } from 'node:crypto';
import { sheets, type sheets_v4 } from '@googleapis/sheets';
import {
  SheetAppendError,
  type CreatedSpreadsheet,
  type SheetAppendResult,
  type SheetCell,
  type SheetTable,
  type VisitSheet,
} from '../../ports/visitSheet.js';
import { shareLike } from './driveSharing.js';

/** Long enough for a slow but working API, short enough that a visit's submitter is not kept waiting. */
export const DEFAULT_SHEETS_TIMEOUT_MS = 10_000;

export interface GoogleSheetsOptions {
  spreadsheetId: string;
  /** A service-account GoogleAuth in production; tests pass a client with a fixed token. */
  auth: NonNullable<sheets_v4.Options['auth']>;
  /** Where the Sheets API lives; tests point it at a local fake. */
  rootUrl?: string;
  timeoutMs?: number;
}

/**
 * The VisitSheet on the Google Sheets API (values.append of a batch of rows). A missing tab is created together with its
 * header row in one batchUpdate, which the API applies atomically, so no row can land above the header.
 * The client's own retries are off: a failed append is retried by the scheduled sync with backoff.
 */
export class GoogleSheetsVisitSheet implements VisitSheet {
  readonly enabled = true;
  private readonly api: sheets_v4.Sheets;
  private readonly timeoutMs: number;

  constructor(private readonly options: GoogleSheetsOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SHEETS_TIMEOUT_MS;
    this.api = sheets({
      version: 'v4',
      auth: options.auth,
      ...(options.rootUrl ? { rootUrl: ensureTrailingSlash(options.rootUrl) } : {}),
      retry: false,
      timeout: this.timeoutMs,
    });
  }

  async append(table: SheetTable, rows: readonly (readonly SheetCell[])[]): Promise<SheetAppendResult> {
    try {
      return await this.appendRows(table, rows);
    } catch (error) {
      if (!isMissingTab(error)) throw this.appendError(error);
      try {
        await this.createTab(table);
        return await this.appendRows(table, rows);
      } catch (retryError) {
        throw this.appendError(retryError);
      }
    }
  }

  async codesFrom(table: SheetTable, fromRow: number): Promise<string[]> {
    try {
      const response = await this.api.spreadsheets.values.get({
        spreadsheetId: this.spreadsheetOf(table),
        // An open-ended range: from that row to the last one holding data, never the whole column.
        range: `${quotedTab(table.tab)}!A${String(Math.max(1, fromRow))}:A`,
        majorDimension: 'COLUMNS',
      });
      const column: unknown[] = response.data.values?.[0] ?? [];
      return column.map(String);
    } catch (error) {
      if (isMissingTab(error)) return [];
      throw this.appendError(error);
    }
  }

  async cellsUsed(spreadsheetId = this.options.spreadsheetId): Promise<number> {
    try {
      const response = await this.api.spreadsheets.get({
        spreadsheetId,
        fields: 'sheets.properties.gridProperties',
      });
      return (response.data.sheets ?? []).reduce((sum, tab) => {
        const grid = tab.properties?.gridProperties;
        return sum + (grid?.rowCount ?? 0) * (grid?.columnCount ?? 0);
      }, 0);
    } catch (error) {
      throw this.appendError(error);
    }
  }

  async createSpreadsheet(
    title: string,
    table: SheetTable,
    sharedLike?: string,
  ): Promise<CreatedSpreadsheet> {
    let created: { spreadsheetId: string; url: string };
    try {
      const response = await this.api.spreadsheets.create({
        requestBody: {
          properties: { title },
          sheets: [
            {
              properties: { title: table.tab },
              data: [{ startRow: 0, startColumn: 0, rowData: [headerRow(table)] }],
            },
          ],
        },
      });
      const { spreadsheetId, spreadsheetUrl } = response.data;
      if (!spreadsheetId) throw new SheetAppendError('Sheets API created a spreadsheet without an id');
      created = {
        spreadsheetId,
        url: spreadsheetUrl ?? `https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`,
      };
    } catch (error) {
      throw this.appendError(error);
    }
    const sharing = await this.shareLike(sharedLike ?? this.options.spreadsheetId, created.spreadsheetId);
    return { ...created, ...sharing };
  }

  /** The Drive client is made on first use: a new spreadsheet is rare, and its SDK costs a cold start. */
  private async shareLike(source: string, target: string) {
    const { drive } = await import('@googleapis/drive');
    const api = drive({
      version: 'v3',
      auth: this.options.auth,
      ...(this.options.rootUrl ? { rootUrl: ensureTrailingSlash(this.options.rootUrl) } : {}),
      retry: false,
      timeout: this.timeoutMs,
    });
    return shareLike(api, source, target);
  }

  private spreadsheetOf(table: SheetTable): string {
    return table.spreadsheetId ?? this.options.spreadsheetId;
  }

  private async appendRows(
    table: SheetTable,
    rows: readonly (readonly SheetCell[])[],
  ): Promise<SheetAppendResult> {
    const response = await this.api.spreadsheets.values.append({
      spreadsheetId: this.spreadsheetOf(table),
      range: `${quotedTab(table.tab)}!A1`,
      // RAW: a visit field starting with '=' stays text instead of becoming a formula.
      valueInputOption: 'RAW',
      insertDataOption: 'INSERT_ROWS',
      requestBody: { values: rows.map((row) => [...row]) },
    });
    const lastRow = lastRowOf(response.data.updates?.updatedRange);
    return lastRow === undefined ? {} : { lastRow };
  }

  private async createTab(table: SheetTable): Promise<void> {
    const sheetId = randomInt(1, 2 ** 31 - 1);
    try {
      await this.api.spreadsheets.batchUpdate({
        spreadsheetId: this.spreadsheetOf(table),
        requestBody: {
          requests: [
            { addSheet: { properties: { sheetId, title: table.tab } } },
            {
              updateCells: {
                start: { sheetId, rowIndex: 0, columnIndex: 0 },
                rows: [headerRow(table)],
                fields: 'userEnteredValue',
              },
            },
          ],
        },
      });
    } catch (error) {
      // Another append created it (with its header) in the meantime.
      if (!messageOf(error).includes('already exists')) throw error;
    }
  }

  private appendError(error: unknown): SheetAppendError {
    if (error instanceof SheetAppendError) return error;
    const status = statusOf(error);
    if (status !== undefined) {
      return new SheetAppendError(`Sheets API answered HTTP ${status}: ${messageOf(error)}`, status);
    }
    if (isTimeout(error))
      return new SheetAppendError(`Sheets API did not answer within ${this.timeoutMs} ms`);
    return new SheetAppendError(`Sheets API could not be reached: ${messageOf(error)}`);
  }
}

function headerRow(table: SheetTable): sheets_v4.Schema$RowData {
  return { values: table.header.map((name) => ({ userEnteredValue: { stringValue: name } })) };
}

/** The end row of an A1 range such as `'Sales Visits'!A2:V101`. */
function lastRowOf(range: string | null | undefined): number | undefined {
  const match = /(\d+)$/.exec(range ?? '');
  return match ? Number(match[1]) : undefined;
}

function ensureTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** A1 notation quotes a tab title in single quotes, doubling any quote inside it. */
function quotedTab(tab: string): string {
  return `'${tab.replaceAll("'", "''")}'`;
}

function isMissingTab(error: unknown): boolean {
  return statusOf(error) === 400 && messageOf(error).includes('Unable to parse range');
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = 'status' in error ? error.status : undefined;
  return typeof status === 'number' ? status : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Gaxios aborts a request at its timeout (the only abort signal given), wrapping the AbortError as the cause. */
function isTimeout(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = 'code' in current ? String(current.code) : '';
    if (
      ['TimeoutError', 'AbortError'].includes(current.name) ||
      ['ETIMEDOUT', 'ECONNABORTED'].includes(code)
    ) {
      return true;
    }
  }
  return false;
}
