import type { BillRead } from '../../src/domain/bills/billRead.js';
import type { Store } from '../../src/ports/store.js';

/** A bill record as recordUpload stores it, uploaded by `uid` (the content's hash and a reading optional). */
export async function storeBill(
  store: Store,
  id: string,
  { uid, sha256 = 'a'.repeat(64), read }: { uid: string; sha256?: string; read?: BillRead },
): Promise<void> {
  await store.set(`bills/${id}`, {
    secure_url: `http://127.0.0.1:9190/image/upload/v1/bills/${id}.jpg`,
    public_id: `bills/${id}`,
    original_filename: `${id}.jpg`,
    size: 1000,
    format: 'jpeg',
    width: 10,
    height: 10,
    created_at: 'Mon, Jan 5, 2025, 03:04 PM',
    createdAt: Date.now(),
    dept: 'sales',
    uploadedBy: { uid },
    sha256,
    ...(read ? { read } : {}),
  });
}
