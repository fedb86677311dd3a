import type { Cell, Tab, Workbooks } from './workbook.js';

/** Rows a tab shows on the page (the newest); the CSV holds them all. */
const SHOWN_ROWS = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

/** The page `npm start` points at: each spreadsheet's tabs, their newest rows and a CSV link each. */
export function sheetsPage(workbooks: Workbooks): string {
  const sections = workbooks.spreadsheetIds().flatMap((spreadsheetId) => [
    sharingLine(workbooks, spreadsheetId),
    ...workbooks.tabs(spreadsheetId).map((tab) => {
      const [header = [], ...rows] = tab.rows;
      const shown = rows.slice(-SHOWN_ROWS);
      const csv = `/csv?spreadsheet=${encodeURIComponent(spreadsheetId)}&tab=${encodeURIComponent(tab.title)}`;
      return [
        `<h2>${escapeHtml(tab.title)} <small>${escapeHtml(workbooks.title(spreadsheetId))}: ${String(rows.length)} rows,`,
        ` <a href="${escapeHtml(csv)}">CSV</a></small></h2>`,
        '<table><thead><tr>',
        ...header.map((cell) => `<th>${escapeHtml(String(cell))}</th>`),
        '</tr></thead><tbody>',
        ...shown.map(
          (row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join('')}</tr>`,
        ),
        '</tbody></table>',
      ].join('');
    }),
  ]);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Google Sheet</title>',
    '<style>body{font-family:sans-serif;margin:1rem}table{border-collapse:collapse;font-size:.8rem}',
    'td,th{border:1px solid #ccc;padding:2px 4px;white-space:nowrap}</style></head><body>',
    '<h1>The local stand-in for Google Sheets</h1>',
    sections.length ? sections.join('') : '<p>No rows yet: a visit reaches the sheet within a minute.</p>',
    '</body></html>',
  ].join('');
}

/** Who a spreadsheet is shared with, as Drive's Share dialog would list them. */
function sharingLine(workbooks: Workbooks, spreadsheetId: string): string {
  const permissions = workbooks.permissionsOf(spreadsheetId);
  const people = permissions.map(
    (permission) =>
      `${escapeHtml(permission.emailAddress ?? permission.domain ?? 'anyone with the link')} (${permission.role})`,
  );
  return `<p id="${escapeHtml(spreadsheetId)}">${escapeHtml(workbooks.title(spreadsheetId))}: shared with ${
    people.length ? people.join(', ') : 'nobody'
  }</p>`;
}

/** A tab as CSV (RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled). */
export function tabCsv(tab: Tab): string {
  return tab.rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(cell: Cell): string {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
