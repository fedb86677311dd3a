import { callRateLimit } from '../../domain/constants.js';
import type { Store } from '../../ports/store.js';

/** The tokens an account has left and when they were counted. */
interface Bucket {
  tokens: number;
  at: number;
}

/** Per function instance: accounts whose bucket was empty, and when their next token is due. */
const emptyUntil = new Map<string, number>();

export function callLimitPath(uid: string): string {
  return `callLimits/${uid}`;
}

/** The tokens a bucket holds at `now`: refilled since it was counted, never more than the burst. */
export function tokensAt(bucket: Bucket | null, now: number): number {
  if (!bucket) return callRateLimit.burst;
  const refilled = (Math.max(0, now - bucket.at) / 1000) * callRateLimit.perSecond;
  return Math.min(callRateLimit.burst, bucket.tokens + refilled);
}

/**
 * Takes one call from the account's token bucket; false when it is empty (nothing is written then,
 * so a refused flood costs one read each). One small node per account.
 */
/** Whether this instance saw the account's bucket run dry and its next token is not due yet. */
export function knownEmpty(uid: string, now = Date.now()): boolean {
  return (emptyUntil.get(uid) ?? 0) > now;
}

export async function takeCallAllowance(store: Store, uid: string, now = Date.now()): Promise<boolean> {
  if (knownEmpty(uid, now)) return false;
  // A plain read first: an empty bucket is refused without taking the Store's write lock.
  const empty = (bucket: Bucket | null) => {
    const tokens = tokensAt(bucket, now);
    if (tokens >= 1) return false;
    emptyUntil.set(uid, now + ((1 - tokens) / callRateLimit.perSecond) * 1000);
    return true;
  };
  if (empty(await store.get<Bucket>(callLimitPath(uid)))) return false;
  const result = await store.transaction<Bucket>(callLimitPath(uid), (current) => {
    const tokens = tokensAt(current, now);
    if (tokens < 1) return undefined;
    return { tokens: tokens - 1, at: now };
  });
  if (!result.committed) empty(result.value);
  return result.committed;
}
