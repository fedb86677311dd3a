/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';

/** Characters that make Excel or Sheets read a cell as a formula (or start one after a tab or return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell holding one of these is quoted, its quotes doubled (RFC 4180); any other is written as it is. */
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell the product made, such as a record's id ('-Nabc', '+91...'): written as it is. */
interface CsvId {
  readonly id: string;
}

type CsvCell = string | number | CsvId;

/**
 * An id as a CSV cell: kept as it is, never given the apostrophe that neutralises typed text, so it
 * still matches the record it names (only text people type can carry a formula).
 */
export const csvId = (id: string): CsvId => ({ id });

/**
 * A cell written so that a spreadsheet shows it as text: one that would start a formula gets a leading
 * apostrophe, which Excel and Sheets hide and take as 'text follows' (a place named =HYPERLINK(...)
 * stays a name, not a link that runs).
 */
export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * A number is written plain (a negative one too), so spreadsheets sum it; an id as it is; text is
 * neutralised. Then quoted if needed.
 */
function cellText(cell: CsvCell): string {
  const text =
    typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? neutralizeFormula(cell) : cell.id;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

interface CsvOptions {
  /**
   * End the last row with a line break too. The month's journal always has (its closed months must
   * export the same bytes every time); the screens' exports never have.
   */
  lastLineBreak?: boolean;
}

/**
 * Every CSV the product exports, the screens' and the accountant's journal: UTF-8 with a BOM, rows
 * separated by CRLF, each text cell neutralised against formula injection (ids kept as they are).
 */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  { lastLineBreak = false }: CsvOptions = {},
): string {
  const lines = [header, ...rows].map((row) => row.map(cellText).join(','));
  return `${BOM}${lines.join('\r\n')}${lastLineBreak ? '\r\n' : ''}`;
}
