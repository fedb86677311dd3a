import type { Store } from '../../ports/store.js';
import { writeRateLimit } from '../../domain/constants.js';

interface WindowCount {
  windowStart: number;
  count: number;
}

export function rateLimitPath(uid: string): string {
  return `rateLimits/${uid}`;
}

/**
 * Counts one write by `uid` in the current fixed window; false when the account has used up the
 * window's allowance (nothing is counted then). One small node per account, replaced as the window
 * moves on, so the counters never pile up.
 */
export async function takeWriteAllowance(store: Store, uid: string, now = Date.now()): Promise<boolean> {
  const windowStart = now - (now % writeRateLimit.windowMs);
  const result = await store.transaction<WindowCount>(rateLimitPath(uid), (current) => {
    if (current?.windowStart !== windowStart) return { windowStart, count: 1 };
    if (current.count >= writeRateLimit.maxWrites) return undefined;
    return { windowStart, count: current.count + 1 };
  });
  return result.committed;
}
