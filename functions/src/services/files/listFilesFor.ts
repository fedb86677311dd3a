import type { FileCursor, FileItem, ListFilesOutput } from '../../domain/api/listFiles.js';
import { paging } from '../../domain/constants.js';
import {
  fileCountPath,
  fileIndexPath,
  fileStaffEntrySchema,
  fileStaffPath,
  type FileIndexEntry,
} from '../../domain/files/fileIndex.js';
import { fileLimits } from '../../domain/files/fileLimits.js';
import { sizedDeliveryUrl } from '../../domain/files/fileDisplay.js';
import type { UploadFolder } from '../../domain/uploads/folders.js';
import type { UploadRecord } from '../../domain/uploads/uploadRecord.js';
import type { Store, StoreEntry } from '../../ports/store.js';
import { readPeopleNames, type PeopleNames } from '../people/names.js';

export interface FileQuery {
  folder: UploadFolder;
  search?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  /** The uploader's uid: only their files (never the ones with no uploader recorded). */
  staff?: string | undefined;
  after?: FileCursor | undefined;
}

type IndexEntry = StoreEntry<FileIndexEntry>;

/** Newest first; ties by id, descending, so every file has one place in the order. */
function newestFirst(a: IndexEntry, b: IndexEntry): number {
  if (a.value.createdAt !== b.value.createdAt) return b.value.createdAt - a.value.createdAt;
  if (a.key === b.key) return 0;
  return a.key < b.key ? 1 : -1;
}

function isAfter(entry: IndexEntry, cursor: FileCursor | undefined): boolean {
  if (cursor === undefined) return true;
  const { createdAt } = entry.value;
  return createdAt < cursor.createdAt || (createdAt === cursor.createdAt && entry.key < cursor.id);
}

/**
 * One page of a folder's files. Without a search, the page is read from the compact index by
 * `createdAt` with a limit, and the total comes from the folder's count (or, with a date range, from
 * the index entries in that range). A search or a staff filter scans the compact index within the
 * range: its cost grows with the folder's file count, never with the records' size. Only the page's
 * records are read.
 */
export async function listFilesFor(store: Store, query: FileQuery): Promise<ListFilesOutput> {
  const needle = query.search?.toLowerCase() ?? '';
  const { matches, total } =
    needle || query.staff !== undefined
      ? await searchPage(store, query, needle)
      : await plainPage(store, query);
  const page = matches.slice(0, paging.filesPerPage);
  const [files, suggestions, staff] = await Promise.all([
    readFiles(store, query.folder, page),
    needle && !query.after ? suggestionsOf(store, query.folder, matches) : Promise.resolve([]),
    readStaff(store, query.folder),
  ]);
  const last = page.at(-1);
  const next =
    matches.length > paging.filesPerPage && last ? { createdAt: last.value.createdAt, id: last.key } : null;
  return { files, total, suggestions, next, staff };
}

/** Everyone with files in the folder, by name. */
async function readStaff(store: Store, folder: UploadFolder): Promise<ListFilesOutput['staff']> {
  const [stored, names] = await Promise.all([
    store.get<Record<string, unknown>>(fileStaffPath(folder)),
    readPeopleNames(store),
  ]);
  return Object.entries(stored ?? {})
    .flatMap(([uid, value]) => {
      const entry = fileStaffEntrySchema.safeParse(value);
      return entry.success && entry.data.files > 0
        ? [names.relabelled({ uid, label: entry.data.label })]
        : [];
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The matches after the cursor, at least one more than a page when there are more. */
async function plainPage(store: Store, query: FileQuery): Promise<{ matches: IndexEntry[]; total: number }> {
  const path = fileIndexPath(query.folder);
  const from = query.from ?? 0;
  const cursorEnd = query.after?.createdAt;
  const end = cursorEnd === undefined ? query.to : Math.min(cursorEnd, query.to ?? cursorEnd);
  const wanted = paging.filesPerPage + 1;
  let limit = wanted;
  let matches: IndexEntry[] = [];
  // Files sharing the cursor's `createdAt` may fill the limit: read more until a page is sure.
  for (;;) {
    const entries = await store.query<FileIndexEntry>(path, {
      orderBy: 'createdAt',
      startAt: from,
      ...(end === undefined ? {} : { endAt: end }),
      limitToLast: limit,
    });
    matches = entries.filter((entry) => isAfter(entry, query.after)).sort(newestFirst);
    if (matches.length >= wanted || entries.length < limit) break;
    limit *= 2;
  }
  return { matches, total: await totalInRange(store, query) };
}

async function totalInRange(store: Store, { folder, from, to }: FileQuery): Promise<number> {
  if (from === undefined && to === undefined) {
    return Math.max(0, (await store.get<number>(fileCountPath(folder))) ?? 0);
  }
  const inRange = await store.query(fileIndexPath(folder), {
    orderBy: 'createdAt',
    startAt: from ?? 0,
    ...(to === undefined ? {} : { endAt: to }),
  });
  return inRange.length;
}

async function searchPage(
  store: Store,
  query: FileQuery,
  needle: string,
): Promise<{ matches: IndexEntry[]; total: number }> {
  const inRange = await store.query<FileIndexEntry>(fileIndexPath(query.folder), {
    orderBy: 'createdAt',
    startAt: query.from ?? 0,
    ...(query.to === undefined ? {} : { endAt: query.to }),
  });
  const all = inRange
    .filter(
      (entry) =>
        entry.value.name.includes(needle) && (query.staff === undefined || entry.value.by === query.staff),
    )
    .sort(newestFirst);
  return { matches: all.filter((entry) => isAfter(entry, query.after)), total: all.length };
}

/** The original names of the newest matches with distinct (case-insensitive) names. */
async function suggestionsOf(store: Store, folder: UploadFolder, matches: IndexEntry[]): Promise<string[]> {
  const seen = new Set<string>();
  const picked: IndexEntry[] = [];
  for (const entry of matches) {
    if (picked.length >= fileLimits.maxSuggestions) break;
    if (seen.has(entry.value.name)) continue;
    seen.add(entry.value.name);
    picked.push(entry);
  }
  const files = await readFiles(store, folder, picked);
  return files.map((file) => file.name);
}

async function readFiles(store: Store, folder: UploadFolder, entries: IndexEntry[]): Promise<FileItem[]> {
  const [records, names] = await Promise.all([
    Promise.all(
      entries.map(async ({ key }) => ({ key, record: await store.get<UploadRecord>(`${folder}/${key}`) })),
    ),
    readPeopleNames(store),
  ]);
  return records.flatMap(({ key, record }) => (record ? [fileItemOf(key, record, names)] : []));
}

function fileItemOf(id: string, record: UploadRecord, names: PeopleNames): FileItem {
  return {
    id,
    name: record.original_filename,
    size: record.size,
    width: record.width,
    height: record.height,
    format: record.format,
    createdAt: record.createdAt,
    ...uploaderOf(record, names),
    url: record.secure_url,
    previewUrl: sizedDeliveryUrl(record.secure_url, fileLimits.previewPx),
    thumbnailUrl: sizedDeliveryUrl(record.secure_url, fileLimits.thumbnailPx),
    ...(typeof record.entryId === 'string' ? { entryId: record.entryId } : {}),
  };
}

/** Records from before uploads were signed in name no uploader, whatever the record type says. */
function uploaderOf(record: UploadRecord, names: PeopleNames): { uploadedBy?: string } {
  const by = (record as Partial<UploadRecord>).uploadedBy;
  return by ? { uploadedBy: names.of(by) } : {};
}
