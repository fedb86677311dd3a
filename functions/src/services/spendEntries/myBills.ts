import type { MyBillsOutput } from '../../domain/api/myBills.js';
import type { UploadRecord } from '../../domain/uploads/uploadRecord.js';
import type { Store } from '../../ports/store.js';
import { billView } from './entryView.js';

/**
 * The caller's bills on no spend, newest first: what they can attach to one of their spends. Read by
 * the uploader's uid (an indexed child of `bills/`); a person has hundreds of bills at most.
 */
export async function myBills(store: Store, uid: string, limit: number): Promise<MyBillsOutput> {
  const found = await store.query<UploadRecord>('bills', {
    orderBy: 'uploadedBy/uid',
    startAt: uid,
    endAt: uid,
  });
  const free = found
    .filter(({ value }) => value.entryId === undefined && typeof value.secure_url === 'string')
    .sort((a, b) => b.value.createdAt - a.value.createdAt || (a.key < b.key ? 1 : -1))
    .slice(0, limit);
  return { bills: free.map(({ key, value }) => ({ ...billView(key, value), createdAt: value.createdAt })) };
}
