import { fileCountPath, fileIndexPath, type FileIndexEntry } from '../../domain/files/fileIndex.js';
import { uploadFolders, type UploadFolder } from '../../domain/uploads/folders.js';
import type { Store } from '../../ports/store.js';
import { diffEntries, repair, storedChildren, type IndexDifference } from './indexDiff.js';
import { readAllEntries } from './readRecords.js';

export interface FileIndexReport {
  folder: UploadFolder;
  records: number;
  /** Records with no name or no readable upload time: they cannot be listed. */
  unreadable: string[];
  differences: IndexDifference[];
}

/**
 * The upload time of a record of any age: `createdAt`, else its `created_at` text ('Mon, Jan 5, 2025,
 * 03:04 PM'), written in the staff's zone, Asia/Kolkata, which is UTC+05:30 all year.
 */
function uploadTimeOf(record: Record<string, unknown>): number | null {
  if (typeof record.createdAt === 'number' && Number.isFinite(record.createdAt)) return record.createdAt;
  if (typeof record.created_at !== 'string') return null;
  const parsed = Date.parse(`${record.created_at} GMT+0530`);
  return Number.isFinite(parsed) ? parsed : null;
}

/** What the file name index of a folder should hold, from its upload records. */
export async function computedFileIndex(
  store: Store,
  folder: UploadFolder,
): Promise<{ entries: Map<string, FileIndexEntry>; records: number; unreadable: string[] }> {
  const entries = new Map<string, FileIndexEntry>();
  const unreadable: string[] = [];
  const records = await readAllEntries(store, folder);
  for (const { key, value } of records) {
    const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const name = record.original_filename;
    const createdAt = uploadTimeOf(record);
    if (typeof name !== 'string' || createdAt === null) unreadable.push(key);
    else entries.set(fileIndexPath(folder, key), { name: name.toLowerCase(), createdAt });
  }
  return { entries, records: records.length, unreadable };
}

/**
 * Checks a folder's file name index and count against its upload records (files uploaded before the
 * index existed have no entry), and with `write` replaces what differs.
 */
export async function checkFileIndex(
  store: Store,
  folder: UploadFolder,
  write: boolean,
): Promise<FileIndexReport> {
  const { entries, records, unreadable } = await computedFileIndex(store, folder);
  const computed = new Map<string, unknown>([...entries, [fileCountPath(folder), entries.size]]);
  const stored = await storedChildren(store, fileIndexPath(folder));
  // No count yet and a count of 0 mean the same: an empty folder.
  stored.set(fileCountPath(folder), (await store.get(fileCountPath(folder))) ?? 0);
  const differences = diffEntries(stored, computed);
  if (write) await repair(store, differences);
  return { folder, records, unreadable, differences };
}

export async function checkFileIndexes(store: Store, write: boolean): Promise<FileIndexReport[]> {
  const reports: FileIndexReport[] = [];
  for (const folder of uploadFolders) reports.push(await checkFileIndex(store, folder, write));
  return reports;
}
