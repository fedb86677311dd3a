import { HttpsError } from 'firebase-functions/v2/https';
import { REQUEST_REUSED_REASON } from '../../domain/requestReused.js';
import type { Store } from '../../ports/store.js';
import { fingerprintOf } from './fingerprint.js';

/** Where a request id's record is: per user and callable, so no one else's id can collide with a user's. */
export function requestPath({
  uid,
  callable,
  requestId,
}: {
  uid: string;
  callable: string;
  requestId: string;
}): string {
  return `requests/${uid}/${callable}/${requestId}`;
}

/** What the same request id sent again with other input is answered (decision 003). */
export function requestReusedError(): HttpsError {
  return new HttpsError(
    'failed-precondition',
    'This form changed after it was first sent. Send it again as a new submission.',
    { reason: REQUEST_REUSED_REASON },
  );
}

/** The one check of every writer: a stored record of this request id made from other input refuses it. */
export function refuseOtherInput(record: { fingerprint?: unknown } | null, fingerprint: string): void {
  if (record !== null && record.fingerprint !== fingerprint) throw requestReusedError();
}

/** `requests/{uid}/{callable}/{id}` of a writer made of several requests: the whole input's fingerprint. */
export interface PinnedInput {
  status: 'pinned';
  at: number;
  fingerprint: string;
}

/**
 * For a writer whose work is several once-only requests (a bulk approval runs one per entry): keeps the
 * whole input's fingerprint under the request id itself, so that the same id sent again with other
 * content is refused like any other writer's, before anything is written.
 */
export async function pinRequestInput(
  store: Store,
  key: { uid: string; callable: string; requestId: string; input: unknown },
  now: () => number = Date.now,
): Promise<void> {
  const fingerprint = fingerprintOf(key.input);
  const result = await store.transaction<PinnedInput>(requestPath(key), (current) =>
    current === null ? { status: 'pinned', at: now(), fingerprint } : undefined,
  );
  refuseOtherInput(result.value, fingerprint);
}
