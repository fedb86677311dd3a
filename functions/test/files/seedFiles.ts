import type { LocalStore } from '../../src/adapters/store/localStore.js';
import { fileCountPath, fileStaffPath } from '../../src/domain/files/fileIndex.js';
import { increment } from '../../src/ports/store.js';
import type { UploadFolder } from '../../src/domain/uploads/folders.js';
import { createdAtText, type UploadRecord } from '../../src/domain/uploads/uploadRecord.js';
import { uploadIndexWrites } from '../../src/services/files/fileWrites.js';

/**
 * Writes file records with their index entries, count and audit as an upload does, without the image
 * host: for paging and search tests that need many files.
 */
export async function seedFiles(
  store: LocalStore,
  folder: UploadFolder,
  files: { name: string; createdAt: number; by?: UploadRecord['uploadedBy'] }[],
): Promise<string[]> {
  const writes: Record<string, unknown> = {};
  const staffCounts = new Map<string, number>();
  const ids = files.map(({ name, createdAt, by = { uid: 'plac-1' } }) => {
    const id = store.newId();
    const record: UploadRecord = {
      secure_url: `https://res.cloudinary.com/demo/image/upload/v1/${folder}/${id}.png`,
      public_id: `${folder}/${id}`,
      original_filename: name,
      size: 2048,
      format: 'image/png',
      width: 10,
      height: 20,
      created_at: createdAtText(createdAt),
      createdAt,
      dept: 'placement',
      uploadedBy: by,
      sha256: id
        .padEnd(64, '0')
        .slice(0, 64)
        .replace(/[^0-9a-f]/g, 'a'),
    };
    Object.assign(
      writes,
      { [`${folder}/${id}`]: record },
      uploadIndexWrites(folder, id, record, store.newId()),
    );
    staffCounts.set(by.uid, (staffCounts.get(by.uid) ?? 0) + 1);
    return id;
  });
  // One update holds one value per path: each count goes up once, by all of them.
  writes[fileCountPath(folder)] = increment(files.length);
  for (const [uid, count] of staffCounts) writes[`${fileStaffPath(folder, uid)}/files`] = increment(count);
  await store.update(writes);
  return ids;
}
