/**
 * How a retry loop waits: a short pause that doubles after each try (from `firstMs` up to `maxMs`), and
 * an end `giveUpAfterMs` after the first try, well inside the callables' timeout. A loop asks
 * `await pause()` before trying again; false means it is time to give up with its own clear error.
 * Timed on the monotonic clock, so a test's frozen `Date` cannot make a loop endless.
 */
export interface BackoffOptions {
  firstMs?: number;
  maxMs?: number;
  giveUpAfterMs: number;
  now?: () => number;
}

/** The longest any retry loop in a callable may wait in all: far below the 60 s timeout. */
export const MAX_RETRY_MS = 10_000;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export function backoff({
  firstMs = 20,
  maxMs = 500,
  giveUpAfterMs,
  now = () => performance.now(),
}: BackoffOptions): () => Promise<boolean> {
  const deadline = now() + Math.min(giveUpAfterMs, MAX_RETRY_MS);
  let wait = firstMs;
  return async () => {
    const left = deadline - now();
    if (left <= 0) return false;
    await sleep(Math.min(wait, left));
    wait = Math.min(wait * 2, maxMs);
    return true;
  };
}
