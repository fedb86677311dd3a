import {
  fileAuditPath,
  fileCountPath,
  fileIndexPath,
  type FileAuditEntry,
  type FileIndexEntry,
} from '../../domain/files/fileIndex.js';
import type { UploadFolder } from '../../domain/uploads/folders.js';
import type { UploadRecord } from '../../domain/uploads/uploadRecord.js';
import { increment, type StorePath } from '../../ports/store.js';

/**
 * What an upload adds beside its record, for the same multi-path update: the compact index entry, one
 * more in the folder's count, and the upload's audit entry.
 */
export function uploadIndexWrites(
  folder: UploadFolder,
  id: string,
  record: UploadRecord,
  auditId: string,
): Record<StorePath, unknown> {
  const entry: FileIndexEntry = { name: record.original_filename.toLowerCase(), createdAt: record.createdAt };
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
  };
}
