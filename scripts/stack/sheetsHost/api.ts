import {
  cellValue,
  columnLetters,
  NEW_TAB_GRID,
  parseA1,
  quotedTitle,
  RangeError400,
  type Cell,
  type CellData,
  type Tab,
  type Workbooks,
} from './workbook.js';

export interface Answer {
  code: number;
  body: unknown;
}

export function apiError(code: number, status: string, message: string): Answer {
  return { code, body: { error: { code, message, status } } };
}

const invalid = (message: string) => apiError(400, 'INVALID_ARGUMENT', message);

function cellLimitError(limit: number): Answer {
  return invalid(
    `This action would increase the number of cells in the workbook above the limit of ${String(limit)} cells.`,
  );
}

function tabOf(books: Workbooks, spreadsheetId: string, range: string): Tab | Answer {
  try {
    const parsed = parseA1(range);
    return books.tab(spreadsheetId, parsed.tab) ?? invalid(`Unable to parse range: ${range}`);
  } catch (error) {
    if (error instanceof RangeError400) return invalid(error.message);
    throw error;
  }
}

const isAnswer = (value: Tab | Answer): value is Answer => 'code' in value;

/** spreadsheets.get: the spreadsheet's tabs and their grids (no cell data). */
export function getSpreadsheet(books: Workbooks, spreadsheetId: string): Answer {
  return {
    code: 200,
    body: {
      spreadsheetId,
      properties: { title: books.title(spreadsheetId) },
      sheets: books.tabs(spreadsheetId).map((tab, index) => ({
        properties: {
          sheetId: tab.sheetId,
          title: tab.title,
          index,
          sheetType: 'GRID',
          gridProperties: { rowCount: tab.gridRows, columnCount: tab.gridColumns },
        },
      })),
    },
  };
}

/** values.get: the block the range names, trailing empty rows and cells left out as Google does. */
export function getValues(
  books: Workbooks,
  spreadsheetId: string,
  range: string,
  majorDimension: string,
): Answer {
  const tab = tabOf(books, spreadsheetId, range);
  if (isAnswer(tab)) return tab;
  const { fromRow, toRow, fromColumn, toColumn } = parseA1(range);
  const rows = tab.rows
    .slice(fromRow - 1, toRow === Infinity ? undefined : toRow)
    .map((row) => trimEnd(row.slice(fromColumn - 1, toColumn === Infinity ? undefined : toColumn)));
  while (rows.length > 0 && rows.at(-1)?.length === 0) rows.pop();
  const values = majorDimension === 'COLUMNS' ? transpose(rows) : rows;
  return {
    code: 200,
    body: { range, majorDimension: majorDimension || 'ROWS', ...(values.length ? { values } : {}) },
  };
}

/** values.append: the rows go under the last row holding data; INSERT_ROWS grows the grid by them. */
export function appendValues(
  books: Workbooks,
  spreadsheetId: string,
  range: string,
  body: unknown,
  insertRows: boolean,
  cellLimit: number,
): Answer {
  const tab = tabOf(books, spreadsheetId, range);
  if (isAnswer(tab)) return tab;
  const values = (body as { values?: unknown } | null)?.values;
  if (!Array.isArray(values) || !values.every((row) => Array.isArray(row)))
    return invalid("Invalid value at 'data.values': expected a list of rows.");
  const rows = (values as unknown[][]).map((row) => row.map(toCell));
  const width = Math.max(tab.gridColumns, ...rows.map((row) => row.length));
  const first = tab.rows.length + 1;
  const last = tab.rows.length + rows.length;
  const gridRows = insertRows ? tab.gridRows + rows.length : Math.max(tab.gridRows, last);
  const cells = books.cells(spreadsheetId) - tab.gridRows * tab.gridColumns + gridRows * width;
  if (cells > cellLimit) return cellLimitError(cellLimit);
  const tableRange = `${quotedTitle(tab.title)}!A1:${columnLetters(width)}${String(Math.max(1, tab.rows.length))}`;
  tab.rows.push(...rows);
  tab.gridRows = gridRows;
  tab.gridColumns = width;
  const widest = Math.max(1, ...rows.map((row) => row.length));
  const updatedRange = `${quotedTitle(tab.title)}!A${String(first)}:${columnLetters(widest)}${String(last)}`;
  return {
    code: 200,
    body: {
      spreadsheetId,
      tableRange,
      updates: {
        spreadsheetId,
        updatedRange,
        updatedRows: rows.length,
        updatedColumns: widest,
        updatedCells: rows.reduce((sum, row) => sum + row.length, 0),
      },
    },
  };
}

interface BatchRequest {
  addSheet?: { properties?: { sheetId?: number; title?: string } };
  updateCells?: {
    start?: { sheetId?: number; rowIndex?: number; columnIndex?: number };
    rows?: { values?: CellData[] }[];
  };
}

/**
 * spreadsheets.batchUpdate with addSheet and updateCells (a new tab and its header): all the requests
 * are checked before any is applied, so it is atomic as Google's is.
 */
export function batchUpdate(
  books: Workbooks,
  spreadsheetId: string,
  body: unknown,
  cellLimit: number,
): Answer {
  const requests = (body as { requests?: BatchRequest[] } | null)?.requests ?? [];
  const tabs = books.tabs(spreadsheetId);
  const added: Tab[] = [];
  for (const [index, request] of requests.entries()) {
    if (request.addSheet) {
      const title = request.addSheet.properties?.title ?? `Sheet${String(tabs.length + added.length + 1)}`;
      if ([...tabs, ...added].some((tab) => tab.title === title))
        return invalid(
          `Invalid requests[${String(index)}].addSheet: A sheet with the name "${title}" already exists. Please enter another name.`,
        );
      const sheetId = request.addSheet.properties?.sheetId ?? Math.floor(Math.random() * 2 ** 31);
      added.push({
        sheetId,
        title,
        rows: [],
        gridRows: NEW_TAB_GRID.rows,
        gridColumns: NEW_TAB_GRID.columns,
      });
    } else if (!request.updateCells) {
      return invalid(`Invalid requests[${String(index)}]: the stand-in knows addSheet and updateCells only.`);
    }
  }
  const grown = added.reduce((sum, tab) => sum + tab.gridRows * tab.gridColumns, 0);
  if (books.cells(spreadsheetId) + grown > cellLimit) return cellLimitError(cellLimit);
  const all = [...tabs, ...added];
  for (const request of requests) {
    const update = request.updateCells;
    if (!update) continue;
    const tab = all.find((candidate) => candidate.sheetId === update.start?.sheetId);
    if (!tab) return invalid(`No grid with id: ${String(update.start?.sheetId)}`);
  }
  tabs.push(...added);
  for (const request of requests) {
    const update = request.updateCells;
    if (!update) continue;
    const tab = all.find((candidate) => candidate.sheetId === update.start?.sheetId) as Tab;
    const rowIndex = update.start?.rowIndex ?? 0;
    const columnIndex = update.start?.columnIndex ?? 0;
    for (const [offset, row] of (update.rows ?? []).entries()) {
      const target = (tab.rows[rowIndex + offset] ??= []);
      for (const [column, cell] of (row.values ?? []).entries())
        target[columnIndex + column] = cellValue(cell);
    }
  }
  return {
    code: 200,
    body: {
      spreadsheetId,
      replies: requests.map((request) =>
        request.addSheet ? { addSheet: { properties: request.addSheet.properties } } : {},
      ),
    },
  };
}

function toCell(value: unknown): Cell {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

function trimEnd(row: Cell[]): Cell[] {
  // A row written by updateCells past its end has holes.
  const copy = Array.from({ length: row.length }, (_, index) => row[index] ?? '');
  while (copy.length > 0 && copy.at(-1) === '') copy.pop();
  return copy;
}

function transpose(rows: Cell[][]): Cell[][] {
  const width = Math.max(0, ...rows.map((row) => row.length));
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column] ?? '')).map(trimEnd);
}
