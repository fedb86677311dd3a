import Papa from 'papaparse';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) });
}

/** Saves text as a file through a temporary link, as the browser's own download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

export function csvFileName(base: string, { from, to }: { from?: string; to?: string }): string {
  return `${base}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
}
