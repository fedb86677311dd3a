import {
  fileAuditPath,
  fileCountPath,
  fileIndexPath,
  fileStaffPath,
  uploaderLabelOf,
  type FileAuditEntry,
  type FileIndexEntry,
} from '../../domain/files/fileIndex.js';
import type { UploadFolder } from '../../domain/uploads/folders.js';
import type { UploadRecord } from '../../domain/uploads/uploadRecord.js';
import { increment, type StorePath } from '../../ports/store.js';

/**
 * What an upload adds beside its record, for the same multi-path update: the compact index entry (with
 * the uploader's uid), one more in the folder's count and in the uploader's staff entry, and the
 * upload's audit entry.
 */
export function uploadIndexWrites(
  folder: UploadFolder,
  id: string,
  record: UploadRecord,
  auditId: string,
): Record<StorePath, unknown> {
  const entry: FileIndexEntry = {
    name: record.original_filename.toLowerCase(),
    createdAt: record.createdAt,
    by: record.uploadedBy.uid,
  };
  const audit: FileAuditEntry = {
    action: 'upload',
    at: record.createdAt,
    by: record.uploadedBy,
    fileName: record.original_filename,
  };
  return {
    [fileIndexPath(folder, id)]: entry,
    [fileCountPath(folder)]: increment(1),
    [fileAuditPath(folder, id, auditId)]: audit,
    [`${fileStaffPath(folder, record.uploadedBy.uid)}/label`]: uploaderLabelOf(record.uploadedBy),
    [`${fileStaffPath(folder, record.uploadedBy.uid)}/files`]: increment(1),
  };
}

/**
 * One less in the uploader's staff entry, for the delete's update. Records from before uploads were
 * signed in name no uploader and have no staff entry to change.
 */
export function deleteStaffWrites(folder: UploadFolder, record: UploadRecord): Record<StorePath, unknown> {
  const uid = (record as Partial<UploadRecord>).uploadedBy?.uid;
  return uid ? { [`${fileStaffPath(folder, uid)}/files`]: increment(-1) } : {};
}
