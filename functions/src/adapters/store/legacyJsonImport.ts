import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { NodeTable } from './nodeTable.js';
import { toStored } from './treePaths.js';

/** The whole-file JSON store of earlier versions kept everything in this file. */
export const LEGACY_DB_FILE = 'db.json';
export const IMPORTED_SUFFIX = '.imported';

export function hasLegacyJson(dir: string): boolean {
  return existsSync(path.join(dir, LEGACY_DB_FILE));
}

/**
 * Imports `db.json` once, inside the caller's write transaction, and marks it done in the same
 * transaction; a process that dies before renaming the file leaves the mark, so nothing is imported
 * twice over newer writes. Returns whether the caller should rename the file after committing.
 */
export function importLegacyJson(dir: string, table: NodeTable): boolean {
  const file = path.join(dir, LEGACY_DB_FILE);
  if (!existsSync(file)) return false;
  if (table.metaValue('legacyJsonImported') !== undefined) return true;
  let tree: unknown;
  try {
    tree = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `LocalStore: ${file} from the earlier store is not valid JSON; move it away to start empty`,
      {
        cause: error,
      },
    );
  }
  table.write([], toStored(tree));
  table.setMetaValue('legacyJsonImported', new Date().toISOString());
  console.info(`LocalStore: imported ${file} into ${path.join(dir, 'store.sqlite')}`);
  return true;
}

export function retireLegacyJson(dir: string): void {
  const file = path.join(dir, LEGACY_DB_FILE);
  if (existsSync(file)) renameSync(file, `${file}${IMPORTED_SUFFIX}`);
}
