import Papa from 'papaparse';
import { saveBlob } from './saveBlob';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';

/** Characters that make Excel or Sheets read a cell as a formula (or start one after a tab or return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell written so that a spreadsheet shows it as text: one that would start a formula gets a leading
 * apostrophe, which Excel and Sheets hide and take as 'text follows' (a place named =HYPERLINK(...)
 * stays a name, not a link that runs).
 */
export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * Every CSV the product exports: UTF-8 with a BOM, each text cell neutralised against formula
 * injection. A number cell is written as a plain number (a negative one too), so spreadsheets sum it.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const data = rows.map((row) =>
    row.map((cell) => (typeof cell === 'number' ? String(cell) : neutralizeFormula(cell))),
  );
  return BOM + Papa.unparse({ fields: header.map(neutralizeFormula), data });
}

/** Saves CSV text as a file, as the browser's own download. */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

export function csvFileName(base: string, { from, to }: { from?: string; to?: string }): string {
  return `${base}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
}
