import { draftLifetimeMs } from '../../domain/constants.js';
import type { Store } from '../../ports/store.js';
import type { UploadTicket } from './uploadTicket.js';

const TICKETS_PER_RUN = 500;

/**
 * Removes upload tickets that expired long ago: the host refuses their signed fields after an hour, so
 * they only still answer a repeated record of the same upload, which no phone sends a month later.
 * Reads only the expired ones, through the `expiresAt` index.
 */
export async function sweepTickets(store: Store, now: () => number = Date.now): Promise<number> {
  let removed = 0;
  for (;;) {
    const stale = await store.query<UploadTicket>('uploadTickets', {
      orderBy: 'expiresAt',
      endAt: now() - draftLifetimeMs,
      limitToFirst: TICKETS_PER_RUN,
    });
    if (stale.length === 0) return removed;
    await store.update(Object.fromEntries(stale.map(({ key }) => [`uploadTickets/${key}`, null])));
    removed += stale.length;
  }
}
