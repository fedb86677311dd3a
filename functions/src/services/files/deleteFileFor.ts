import type { DeleteFileOutput } from '../../domain/api/deleteFile.js';
import {
  fileAuditPath,
  fileCountPath,
  fileDeletePath,
  fileIndexPath,
  type FileAuditEntry,
} from '../../domain/files/fileIndex.js';
import { fileLimits } from '../../domain/files/fileLimits.js';
import type { UploadFolder } from '../../domain/uploads/folders.js';
import { uploadHashEntrySchema, type UploadRecord } from '../../domain/uploads/uploadRecord.js';
import type { ImageHost } from '../../ports/imageHost.js';
import { increment, type Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { uploadHashPath } from '../uploads/uploadTicket.js';
import { deleteStaffWrites } from './fileWrites.js';

interface DeleteLease {
  token: string;
  until: number;
}

/**
 * Deletes a file: the hosted image first (an image already gone is no error), then, in one multi-path
 * update, the record, its index entry, its hash-index entry when that points to it, one off the count
 * and off the uploader's staff entry,
 * and an audit entry keeping the record's fields. A short lease makes two admins deleting the same file
 * at once count it once; a lease left by a crashed attempt expires.
 */
export async function deleteFileFor(
  store: Store,
  host: ImageHost,
  { folder, id }: { folder: UploadFolder; id: string },
  caller: Caller,
  now: () => number = Date.now,
): Promise<DeleteFileOutput> {
  const recordPath = `${folder}/${id}`;
  if ((await store.get(recordPath)) === null) return { status: 'alreadyGone' };
  const leasePath = fileDeletePath(folder, id);
  const token = store.newId();
  const lease = await store.transaction<DeleteLease>(leasePath, (current) => {
    if (current !== null && current.until > now()) return undefined;
    return { token, until: now() + fileLimits.deleteLeaseMs };
  });
  if (!lease.committed || lease.value?.token !== token) return { status: 'alreadyGone' };

  const record = await store.get<UploadRecord>(recordPath);
  if (record === null) {
    await store.remove(leasePath);
    return { status: 'alreadyGone' };
  }
  await host.destroy(record.public_id);

  const at = now();
  const audit: FileAuditEntry = {
    action: 'delete',
    at,
    by: { uid: caller.uid, ...(caller.email ? { email: caller.email } : {}) },
    fileName: record.original_filename,
    record,
  };
  const writes: Record<string, unknown> = {
    [recordPath]: null,
    [fileIndexPath(folder, id)]: null,
    [fileCountPath(folder)]: increment(-1),
    [fileAuditPath(folder, id, store.newId())]: audit,
    [leasePath]: null,
    ...deleteStaffWrites(folder, record),
  };
  const hashPath = uploadHashPath(folder, record.sha256);
  const hashEntry = uploadHashEntrySchema.safeParse(await store.get(hashPath));
  if (hashEntry.success && hashEntry.data.id === id) writes[hashPath] = null;
  await store.update(writes);
  return { status: 'deleted' };
}
