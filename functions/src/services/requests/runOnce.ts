import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { REQUEST_REUSED_REASON } from '../../domain/requestId.js';
import type { Store } from '../../ports/store.js';
import { fingerprintOf } from './fingerprint.js';

/** A claim older than this is taken to belong to a crashed attempt and may be taken over. */
export const STALE_CLAIM_MS = 60_000;
/**
 * An attempt that fenced its claim writes within milliseconds; one still "committing" after this long
 * (far beyond any function's timeout) died between the fence and the write, and may be taken over.
 */
export const STALE_COMMIT_MS = 15 * 60_000;

export type RequestRecord<R> =
  | { status: 'claimed' | 'committing'; token: string; at: number; fingerprint: string }
  | { status: 'done'; at: number; fingerprint: string; result: R };

export interface RequestKey {
  uid: string;
  /** The callable's name: ids are per user and callable, so no one else's id can collide with a user's. */
  callable: string;
  requestId: string;
  /** The parsed input; its fingerprint tells a retry from a changed resubmission under the same id. */
  input: unknown;
}

export interface Work<R> {
  /** Paths to write, applied together with the request's own record in one atomic update. */
  writes: Record<string, unknown>;
  result: R;
}

export function requestPath({ uid, callable, requestId }: Omit<RequestKey, 'input'>): string {
  return `requests/${uid}/${callable}/${requestId}`;
}

/**
 * Runs `work` at most once per request: a retry of a finished request gets the first result and writes
 * nothing; the same id with other input is refused; a retry while the first attempt runs is told to
 * wait. An attempt fences its claim (claimed -> committing, only if the claim is still its own) before
 * its one atomic write of the records and the outcome, so an attempt whose claim was taken over writes
 * nothing.
 */
export async function runOnce<R>(
  store: Store,
  key: RequestKey,
  work: () => Promise<Work<R>>,
  now: () => number = Date.now,
): Promise<R> {
  const path = requestPath(key);
  const fingerprint = fingerprintOf(key.input);
  const token = randomUUID();
  const claimedAt = now();
  const claim = await store.transaction<RequestRecord<R>>(path, (current) => {
    if (current === null || isAbandoned(current, claimedAt)) {
      if (current !== null && current.fingerprint !== fingerprint) return undefined;
      return { status: 'claimed', token, at: claimedAt, fingerprint };
    }
    return undefined;
  });
  if (!claim.committed) return earlierOutcome(claim.value, fingerprint);

  let fenced = false;
  try {
    const { writes, result } = await work();
    const fence = await store.transaction<RequestRecord<R>>(path, (current) => {
      if (current?.status !== 'claimed' || current.token !== token) return undefined;
      return { ...current, status: 'committing', at: now() };
    });
    if (!fence.committed) return earlierOutcome(fence.value, fingerprint);
    fenced = true;
    const done: RequestRecord<R> = { status: 'done', at: now(), fingerprint, result };
    await store.update({ ...writes, [path]: done });
    return result;
  } catch (error) {
    await release(store, path, token, fenced);
    throw error;
  }
}

function isAbandoned<R>(record: RequestRecord<R>, at: number): boolean {
  if (record.status === 'claimed') return record.at < at - STALE_CLAIM_MS;
  if (record.status === 'committing') return record.at < at - STALE_COMMIT_MS;
  return false;
}

/** Gives the id back after a failure, unless another attempt has taken it over meanwhile. */
async function release(store: Store, path: string, token: string, fenced: boolean): Promise<void> {
  const mine = fenced ? 'committing' : 'claimed';
  await store.transaction<RequestRecord<unknown>>(path, (current) =>
    current !== null && current.status === mine && current.token === token ? null : undefined,
  );
}

function earlierOutcome<R>(record: RequestRecord<R> | null, fingerprint: string): R {
  if (record !== null && record.fingerprint !== fingerprint) {
    throw new HttpsError(
      'failed-precondition',
      'This form changed after it was first sent. Send it again as a new submission.',
      { reason: REQUEST_REUSED_REASON },
    );
  }
  if (record?.status === 'done') return record.result;
  throw new HttpsError('aborted', 'This submission is still being saved. Please try again in a moment.');
}
