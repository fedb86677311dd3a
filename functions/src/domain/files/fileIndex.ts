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
  /**
   * The uploader's uid, for the staff filter. Absent on files kept from before uploads were signed in:
   * they read 'Not recorded' and match no staff filter.
   */
  by: z.string().optional(),
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

/**
 * `fileStaff/{folder}/{uid}`: who has uploaded files to a folder, as the staff filter lists them: the
 * account's label (its email, else its uid) and how many of the folder's files are theirs (increments
 * in the same writes as the index, so a member whose files are all deleted drops off the list).
 */
export const fileStaffEntrySchema = z.object({ label: z.string(), files: z.number().int() });
export type FileStaffEntry = z.infer<typeof fileStaffEntrySchema>;

export const fileStaffPath = (folder: UploadFolder, uid?: string): string =>
  uid === undefined ? `fileStaff/${folder}` : `fileStaff/${folder}/${uid}`;

/** The label the staff filter shows for an uploader: the account's email, else its uid. */
export const uploaderLabelOf = (by: { uid: string; email?: string | undefined }): string =>
  by.email ?? by.uid;

/** A short lease on deleting one file, so that two admins deleting it at once count it once. */
export const fileDeletePath = (folder: UploadFolder, id: string): string => `fileDeletes/${folder}/${id}`;
