import { placementSpendRetries, timings } from '@domain/constants';
import { CallError } from '../../lib/callables';

/** Waits before each retry: 2 s, 4 s, 8 s (the original's 2 s retry, backing off, 3 retries at most). */
export const spendRetryDelaysMs = Array.from(
  { length: placementSpendRetries },
  (_, retry) => timings.spentRetryMs * 2 ** retry,
);

/** Worth another try with the same request id: the request may not have arrived, or is still running. */
export function isRetryable(error: unknown): boolean {
  return error instanceof CallError && (error.isNetwork || error.code === 'aborted');
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Runs `attempt`, retrying after network failures with backoff. The caller keeps the request id the
 * same across attempts, so a save that did arrive is never recorded twice.
 */
export async function saveWithRetry<T>(
  attempt: () => Promise<T>,
  delaysMs: readonly number[] = spendRetryDelaysMs,
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      await sleep(delay);
    }
  }
  return attempt();
}
