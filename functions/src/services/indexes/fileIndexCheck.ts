import {
  fileCountPath,
  fileIndexPath,
  fileStaffEntrySchema,
  fileStaffPath,
  uploaderLabelOf,
  type FileIndexEntry,
  type FileStaffEntry,
} from '../../domain/files/fileIndex.js';
import { uploadFolders, type UploadFolder } from '../../domain/uploads/folders.js';
import type { Store } from '../../ports/store.js';
import { diffEntries, repair, storedChildren, type IndexDifference } from './indexDiff.js';
import { readAllEntries } from './readRecords.js';
import { parseOrgTimeText } from '../../domain/time/orgTime.js';

export interface FileIndexReport {
  folder: UploadFolder;
  records: number;
  /** Records with no name or no readable upload time: they cannot be listed. */
  unreadable: string[];
  differences: IndexDifference[];
}

/**
 * The upload time of a record of any age: `createdAt`, else its `created_at` text ('Mon, Jan 5, 2025,
 * 03:04 PM'), written in the organisation's zone.
 */
function uploadTimeOf(record: Record<string, unknown>): number | null {
  if (typeof record.createdAt === 'number' && Number.isFinite(record.createdAt)) return record.createdAt;
  if (typeof record.created_at !== 'string') return null;
  const parsed = parseOrgTimeText(record.created_at);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The uploader a record names, if any: records from before uploads were signed in name none. */
function uploaderOf(record: Record<string, unknown>): { uid: string; email?: string } | null {
  const by = record.uploadedBy;
  if (typeof by !== 'object' || by === null) return null;
  const { uid, email } = by as Record<string, unknown>;
  if (typeof uid !== 'string' || uid === '') return null;
  return typeof email === 'string' ? { uid, email } : { uid };
}

/**
 * What the file name index and the staff entries of a folder should hold, from its upload records. A
 * staff entry's label is the one of that uploader's newest file, as the upload writes left it.
 */
export async function computedFileIndex(
  store: Store,
  folder: UploadFolder,
): Promise<{
  entries: Map<string, FileIndexEntry>;
  staff: Map<string, FileStaffEntry>;
  records: number;
  unreadable: string[];
}> {
  const entries = new Map<string, FileIndexEntry>();
  const staff = new Map<string, FileStaffEntry & { at: number }>();
  const unreadable: string[] = [];
  const records = await readAllEntries(store, folder);
  for (const { key, value } of records) {
    const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const name = record.original_filename;
    const createdAt = uploadTimeOf(record);
    if (typeof name !== 'string' || createdAt === null) {
      unreadable.push(key);
      continue;
    }
    const by = uploaderOf(record);
    entries.set(fileIndexPath(folder, key), {
      name: name.toLowerCase(),
      createdAt,
      ...(by ? { by: by.uid } : {}),
    });
    if (!by) continue;
    const path = fileStaffPath(folder, by.uid);
    const known = staff.get(path);
    const newest = !known || createdAt >= known.at;
    staff.set(path, {
      label: newest ? uploaderLabelOf(by) : known.label,
      files: (known?.files ?? 0) + 1,
      at: newest ? createdAt : known.at,
    });
  }
  const staffEntries = new Map([...staff].map(([path, { label, files }]) => [path, { label, files }]));
  return { entries, staff: staffEntries, records: records.length, unreadable };
}

/** A staff entry whose files were all deleted means the same as none: the list leaves it out. */
function noFilesLeft(entry: unknown): boolean {
  const parsed = fileStaffEntrySchema.safeParse(entry);
  return parsed.success && parsed.data.files === 0;
}

/**
 * Checks a folder's file name index (uploader included), staff entries and count against its upload
 * records (files uploaded before the index existed have no entry), and with `write` replaces what
 * differs.
 */
export async function checkFileIndex(
  store: Store,
  folder: UploadFolder,
  write: boolean,
): Promise<FileIndexReport> {
  const { entries, staff, records, unreadable } = await computedFileIndex(store, folder);
  const computed = new Map<string, unknown>([...entries, ...staff, [fileCountPath(folder), entries.size]]);
  const stored = new Map([
    ...(await storedChildren(store, fileIndexPath(folder))),
    ...[...(await storedChildren(store, fileStaffPath(folder)))].filter(([, entry]) => !noFilesLeft(entry)),
  ]);
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
