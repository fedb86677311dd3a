import { saveBlob } from './saveBlob';

/** Saves CSV text as a file, as the browser's own download. */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

export function csvFileName(base: string, { from, to }: { from?: string; to?: string }): string {
  return `${base}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
}
