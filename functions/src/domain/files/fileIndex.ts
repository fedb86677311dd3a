import { z } from 'zod';
import type { UploadFolder } from '../uploads/folders.js';
import { uploadRecordSchema } from '../uploads/uploadRecord.js';

/**
 * The compact entry at `fileIndex/{folder}/{id}`, written in the same multi-path update as the record:
 * pages are read from it by `createdAt` with limits, and a search scans it instead of the records.
 */
export const fileIndexEntrySchema = z.object({
  /** The file name, lower-cased: a search is a case-insensitive substring match. */
  name: z.string(),
  createdAt: z.number().int(),
});
export type FileIndexEntry = z.infer<typeof fileIndexEntrySchema>;

export const fileAuditActions = ['upload', 'delete'] as const;

/**
 * One entry of a file's history at `fileAudit/{folder}/{id}/{pushId}`: appended with each upload and
 * delete, never rewritten. A delete keeps the deleted record's fields.
 */
export const fileAuditEntrySchema = z.object({
  action: z.enum(fileAuditActions),
  at: z.number().int(),
  by: z.object({ uid: z.string(), email: z.string().optional() }),
  fileName: z.string(),
  record: uploadRecordSchema.optional(),
});
export type FileAuditEntry = z.infer<typeof fileAuditEntrySchema>;

export const fileIndexPath = (folder: UploadFolder, id?: string): string =>
  id === undefined ? `fileIndex/${folder}` : `fileIndex/${folder}/${id}`;

export const fileAuditPath = (folder: UploadFolder, id: string, entryId?: string): string =>
  entryId === undefined ? `fileAudit/${folder}/${id}` : `fileAudit/${folder}/${id}/${entryId}`;

/** How many files a folder's index holds, kept with increments in the same writes as the index. */
export const fileCountPath = (folder: UploadFolder): string => `fileCounts/${folder}`;

/** A short lease on deleting one file, so that two admins deleting it at once count it once. */
export const fileDeletePath = (folder: UploadFolder, id: string): string => `fileDeletes/${folder}/${id}`;
