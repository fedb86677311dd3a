import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Cell = string | number | boolean;

/** A cell as spreadsheets.create and updateCells send it. */
export interface CellData {
  userEnteredValue?: { stringValue?: string; numberValue?: number; boolValue?: boolean };
}

export function cellValue(cell: CellData): Cell {
  const value = cell.userEnteredValue;
  return value?.stringValue ?? value?.numberValue ?? value?.boolValue ?? '';
}

/** A tab: its rows, and its grid (Google counts a grid's cells, filled or not, against the limit). */
export interface Tab {
  sheetId: number;
  title: string;
  rows: Cell[][];
  gridRows: number;
  gridColumns: number;
}

/** A new tab's grid, as Google's addSheet makes it. */
export const NEW_TAB_GRID = { rows: 1000, columns: 26 };

/** What an A1 range names: a tab, and optionally a block of it (1-based, open-ended where absent). */
export interface A1Range {
  tab: string;
  fromRow: number;
  toRow: number;
  fromColumn: number;
  toColumn: number;
}

export class RangeError400 extends Error {}

/** Parses `'Sales Visits'!A5:A`, `Tab!A1`, `'It''s'` and the like. */
export function parseA1(range: string): A1Range {
  const match = /^(?:'((?:[^']|'')+)'|([^!']+))(?:!([A-Z]*)(\d*)(?::([A-Z]*)(\d*))?)?$/.exec(range);
  if (!match) throw new RangeError400(`Unable to parse range: ${range}`);
  const tab = match[1] !== undefined ? match[1].replaceAll("''", "'") : (match[2] ?? '');
  const [fromCol = '', fromRow = '', toCol, toRow] = match.slice(3);
  const single = toCol === undefined && toRow === undefined;
  return {
    tab,
    fromRow: fromRow ? Number(fromRow) : 1,
    toRow: single && fromRow ? Number(fromRow) : toRow ? Number(toRow) : Infinity,
    fromColumn: fromCol ? columnNumber(fromCol) : 1,
    toColumn: single && fromCol ? columnNumber(fromCol) : toCol ? columnNumber(toCol) : Infinity,
  };
}

function columnNumber(letters: string): number {
  let number = 0;
  for (let index = 0; index < letters.length; index += 1)
    number = number * 26 + letters.charCodeAt(index) - 64;
  return number;
}

export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

export function quotedTitle(title: string): string {
  return `'${title.replaceAll("'", "''")}'`;
}

/** A Drive permission on a spreadsheet, as the Drive API v3 lists it. */
export interface Permission {
  id: string;
  type: 'user' | 'group' | 'domain' | 'anyone';
  role: 'owner' | 'writer' | 'commenter' | 'reader';
  emailAddress?: string;
  domain?: string;
}

interface Saved {
  books: [string, Tab[]][];
  titles: [string, string][];
  permissions?: [string, Permission[]][];
}

/** The spreadsheets the stand-in holds, kept in a JSON file under the stack's data folder. */
export class Workbooks {
  private readonly books: Map<string, Tab[]>;
  private readonly titles: Map<string, string>;
  private readonly permissions: Map<string, Permission[]>;

  constructor(private readonly dataDir?: string) {
    const saved = dataDir ? load(join(dataDir, 'sheets.json')) : { books: [], titles: [] };
    this.books = new Map(saved.books);
    this.titles = new Map(saved.titles);
    this.permissions = new Map(saved.permissions ?? []);
  }

  /** Who can open a spreadsheet (Drive's permissions): nobody but its creator until it is shared. */
  permissionsOf(spreadsheetId: string): Permission[] {
    let permissions = this.permissions.get(spreadsheetId);
    if (!permissions) {
      permissions = [];
      this.permissions.set(spreadsheetId, permissions);
    }
    return permissions;
  }

  /** spreadsheets.create: a new id (44 characters, as Google's are) holding the tabs given. */
  create(title: string, tabs: Tab[]): string {
    const spreadsheetId = randomBytes(33).toString('base64url');
    this.books.set(spreadsheetId, tabs);
    this.titles.set(spreadsheetId, title);
    return spreadsheetId;
  }

  /** A spreadsheet's title: its id for one the stand-in did not create. */
  title(spreadsheetId: string): string {
    return this.titles.get(spreadsheetId) ?? spreadsheetId;
  }

  /** A spreadsheet the stand-in has not seen yet starts empty: any id is one. */
  tabs(spreadsheetId: string): Tab[] {
    let tabs = this.books.get(spreadsheetId);
    if (!tabs) {
      tabs = [];
      this.books.set(spreadsheetId, tabs);
    }
    return tabs;
  }

  spreadsheetIds(): string[] {
    return [...this.books.keys()];
  }

  tab(spreadsheetId: string, title: string): Tab | undefined {
    return this.tabs(spreadsheetId).find((tab) => tab.title === title);
  }

  cells(spreadsheetId: string): number {
    return this.tabs(spreadsheetId).reduce((sum, tab) => sum + tab.gridRows * tab.gridColumns, 0);
  }

  save(): void {
    if (!this.dataDir) return;
    mkdirSync(this.dataDir, { recursive: true });
    const saved: Saved = {
      books: [...this.books.entries()],
      titles: [...this.titles.entries()],
      permissions: [...this.permissions.entries()],
    };
    writeFileSync(join(this.dataDir, 'sheets.json'), JSON.stringify(saved));
  }
}

function load(file: string): Saved {
  if (!existsSync(file)) return { books: [], titles: [] };
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Saved | Saved['books'];
  // A data folder from before the stand-in created spreadsheets holds the books alone.
  return Array.isArray(saved) ? { books: saved, titles: [] } : saved;
}
