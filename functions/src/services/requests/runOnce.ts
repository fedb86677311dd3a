import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { abandonedClaimMs } from '../../domain/constants.js';
import type { Store } from '../../ports/store.js';
import { fingerprintOf } from './fingerprint.js';
import { refuseOtherInput, requestPath } from './sameInput.js';

/**
 * A claim older than the callables' own timeout (plus a margin) belongs to an attempt the runtime has
 * stopped, and may be taken over. This holds for a claim still 'committing' too: the commit is one atomic
 * update, so an attempt killed between its fence and its write wrote nothing, and one that wrote left
 * 'done' behind.
 */
export const STALE_CLAIM_MS = abandonedClaimMs;

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
  /**
   * Gives back what the work took before its write (marks, holds) when that write does not land, so
   * a retry finds everything as it was.
   */
  undo?: () => Promise<void>;
}

export { requestPath };

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
  let undo: (() => Promise<void>) | undefined;
  try {
    const { writes, result, undo: giveBack } = await work();
    undo = giveBack;
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
    await undo?.();
    await release(store, path, token, fenced);
    throw error;
  }
}

/**
 * True when `input` carries a request id this user's call of `callable` has already answered: a retry
 * after a lost reply, which gets the stored result and so needs no write allowance.
 */
export async function answeredBefore(
  store: Store,
  uid: string,
  callable: string,
  input: unknown,
): Promise<boolean> {
  if (typeof input !== 'object' || input === null || !('requestId' in input)) return false;
  const { requestId } = input;
  if (typeof requestId !== 'string') return false;
  const record = await store.get<RequestRecord<unknown>>(requestPath({ uid, callable, requestId }));
  return record?.status === 'done';
}

function isAbandoned<R>(record: RequestRecord<R>, at: number): boolean {
  return record.status !== 'done' && record.at < at - STALE_CLAIM_MS;
}

/** Gives the id back after a failure, unless another attempt has taken it over meanwhile. */
async function release(store: Store, path: string, token: string, fenced: boolean): Promise<void> {
  const mine = fenced ? 'committing' : 'claimed';
  await store.transaction<RequestRecord<unknown>>(path, (current) =>
    current !== null && current.status === mine && current.token === token ? null : undefined,
  );
}

function earlierOutcome<R>(record: RequestRecord<R> | null, fingerprint: string): R {
  refuseOtherInput(record, fingerprint);
  if (record?.status === 'done') return record.result;
  throw new HttpsError('aborted', 'This submission is still being saved. Please try again in a moment.');
}
