import type { FileHistoryOutput } from '../../domain/api/fileHistory.js';
import { fileAuditEntrySchema, fileAuditPath } from '../../domain/files/fileIndex.js';
import { fileLimits } from '../../domain/files/fileLimits.js';
import type { UploadFolder } from '../../domain/uploads/folders.js';
import type { Store } from '../../ports/store.js';

/** The last entries of a file's audit trail, oldest first (push ids sort by time). */
export async function fileHistoryFor(
  store: Store,
  { folder, id }: { folder: UploadFolder; id: string },
): Promise<FileHistoryOutput> {
  const entries = await store.query(fileAuditPath(folder, id), {
    orderBy: '$key',
    limitToLast: fileLimits.maxHistoryEntries,
  });
  return {
    entries: entries.flatMap(({ key, value }) => {
      const parsed = fileAuditEntrySchema.safeParse(value);
      if (!parsed.success) return [];
      const { action, at, by, fileName } = parsed.data;
      return [{ id: key, action, at, by: by.email ?? by.uid, fileName }];
    }),
  };
}
