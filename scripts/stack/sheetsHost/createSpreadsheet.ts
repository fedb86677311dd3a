import { getSpreadsheet, type Answer } from './api.js';
import { cellValue, NEW_TAB_GRID, type Cell, type CellData, type Tab, type Workbooks } from './workbook.js';

interface NewSpreadsheet {
  properties?: { title?: string };
  sheets?: {
    properties?: { sheetId?: number; title?: string };
    data?: { startRow?: number; startColumn?: number; rowData?: { values?: CellData[] }[] }[];
  }[];
}

/**
 * spreadsheets.create: its tabs (one 'Sheet1' when none are given) with the data given, each on a new
 * tab's grid; the URL it answers is the stand-in's page for it.
 */
export function createSpreadsheet(books: Workbooks, body: unknown, pageUrl: string): Answer {
  const request = (body ?? {}) as NewSpreadsheet;
  const title = request.properties?.title ?? 'Untitled spreadsheet';
  const asked = request.sheets?.length ? request.sheets : [{ properties: { title: 'Sheet1' } }];
  const tabs: Tab[] = asked.map((sheet, index) => {
    const rows: Cell[][] = [];
    for (const block of sheet.data ?? []) {
      for (const [offset, row] of (block.rowData ?? []).entries()) {
        const target = (rows[(block.startRow ?? 0) + offset] ??= []);
        for (const [column, cell] of (row.values ?? []).entries())
          target[(block.startColumn ?? 0) + column] = cellValue(cell);
      }
    }
    return {
      sheetId: sheet.properties?.sheetId ?? (index === 0 ? 0 : Math.floor(Math.random() * 2 ** 31)),
      title: sheet.properties?.title ?? `Sheet${String(index + 1)}`,
      rows,
      gridRows: Math.max(NEW_TAB_GRID.rows, rows.length),
      gridColumns: NEW_TAB_GRID.columns,
    };
  });
  const spreadsheetId = books.create(title, tabs);
  const answer = getSpreadsheet(books, spreadsheetId);
  return {
    code: 200,
    body: {
      ...(answer.body as object),
      spreadsheetUrl: `${pageUrl}#${encodeURIComponent(spreadsheetId)}`,
    },
  };
}
