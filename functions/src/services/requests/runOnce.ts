import { HttpsError } from 'firebase-functions/v2/https';
import type { Store } from '../../ports/store.js';

/** A claim older than this is taken to belong to a crashed attempt and may be taken over. */
export const STALE_CLAIM_MS = 60_000;

type RequestRecord<R> =
  { uid: string; status: 'claimed'; at: number } | { uid: string; status: 'done'; at: number; result: R };

export interface Work<R> {
  /** Paths to write, applied together with the request's own record in one atomic update. */
  writes: Record<string, unknown>;
  result: R;
}

/**
 * Runs `work` at most once per request id: a retry of a finished request gets the first result and
 * writes nothing; a retry while the first attempt is still running is told to wait. The outcome is
 * stored in the same multi-path write as the records, so a crash can never leave one without the other.
 */
export async function runOnce<R>(
  store: Store,
  requestId: string,
  uid: string,
  work: () => Promise<Work<R>>,
  now: () => number = Date.now,
): Promise<R> {
  const path = `requests/${requestId}`;
  const claimedAt = now();
  const claim = await store.transaction<RequestRecord<R>>(path, (current) => {
    if (current === null) return { uid, status: 'claimed', at: claimedAt };
    if (current.status === 'claimed' && current.uid === uid && current.at < claimedAt - STALE_CLAIM_MS) {
      return { uid, status: 'claimed', at: claimedAt };
    }
    return undefined;
  });
  if (!claim.committed) return earlierOutcome(claim.value, uid);

  try {
    const { writes, result } = await work();
    const done: RequestRecord<R> = { uid, status: 'done', at: now(), result };
    await store.update({ ...writes, [path]: done });
    return result;
  } catch (error) {
    await store.remove(path);
    throw error;
  }
}

function earlierOutcome<R>(record: RequestRecord<R> | null, uid: string): R {
  if (record?.uid !== uid) {
    throw new HttpsError('already-exists', 'This request id was already used. Reload and try again.');
  }
  if (record.status === 'done') return record.result;
  throw new HttpsError('aborted', 'This submission is still being saved. Please try again in a moment.');
}
