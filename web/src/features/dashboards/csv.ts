import Papa from 'papaparse';
import { saveBlob } from '../../lib/saveBlob';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) });
}

/** Saves CSV text as a file, as the browser's own download. */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

export function csvFileName(base: string, { from, to }: { from?: string; to?: string }): string {
  return `${base}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
}
