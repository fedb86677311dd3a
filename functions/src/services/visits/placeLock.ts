import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import type { VisitKind } from '../../domain/visitCodes.js';
import type { Store } from '../../ports/store.js';
import { backoff } from '../retry/backoff.js';

/**
 * `placePinLocks/{kind}/{place key}`: held while a place's pin changes and its visits are judged
 * again, so two such steps never read the same checks and move the people's counts twice. A holder
 * that died lets go when its lease ends.
 */
export const placeLockPath = (kind: VisitKind, key: string) => `placePinLocks/${kind}/${key}`;

const LEASE_MS = 30_000;
const WAIT_MS = 10_000;

interface Lease {
  token: string;
  until: number;
}

const isLease = (value: unknown): value is Lease =>
  typeof value === 'object' && value !== null && typeof (value as Lease).until === 'number';

export const placeBusyMessage = 'Someone is changing this place’s pin: try again in a moment.';

/** Runs `step` holding the place's lock, waiting (with backoff, up to 10 s) for another holder to finish. */
export async function withPlaceLock<T>(
  store: Store,
  kind: VisitKind,
  key: string,
  step: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const path = placeLockPath(kind, key);
  const token = randomUUID();
  const pause = backoff({ firstMs: 5, maxMs: 100, giveUpAfterMs: WAIT_MS });
  for (;;) {
    const taken = await store.transaction<Lease>(path, (current) =>
      isLease(current) && current.until > now() ? undefined : { token, until: now() + LEASE_MS },
    );
    if (taken.committed) break;
    if (!(await pause())) throw new HttpsError('aborted', placeBusyMessage);
  }
  try {
    return await step();
  } finally {
    await store.transaction<Lease>(path, (current) =>
      isLease(current) && current.token !== token ? undefined : null,
    );
  }
}
