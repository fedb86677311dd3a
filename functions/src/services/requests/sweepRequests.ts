import { draftLifetimeMs } from '../../domain/constants.js';
import type { Store } from '../../ports/store.js';
import type { RequestRecord } from './runOnce.js';

type RequestTree = Record<string, Record<string, Record<string, RequestRecord<unknown>>>>;

/** Removals per multi-path write: small enough for one Realtime Database update. */
const REMOVALS_PER_WRITE = 500;

/**
 * Removes request records older than the longest a draft (and its request id) lives on a phone. It reads
 * the whole `requests` tree: the sweep itself keeps that tree to about a month of submissions.
 */
export async function sweepRequests(store: Store, now: () => number = Date.now): Promise<number> {
  const cutoff = now() - draftLifetimeMs;
  const tree = (await store.get<RequestTree>('requests')) ?? {};
  const stale: string[] = [];
  for (const [uid, callables] of Object.entries(tree)) {
    for (const [callable, requests] of Object.entries(callables)) {
      for (const [id, record] of Object.entries(requests)) {
        if (typeof record.at !== 'number' || record.at < cutoff)
          stale.push(`requests/${uid}/${callable}/${id}`);
      }
    }
  }
  for (let start = 0; start < stale.length; start += REMOVALS_PER_WRITE) {
    const batch = stale.slice(start, start + REMOVALS_PER_WRITE);
    await store.update(Object.fromEntries(batch.map((path) => [path, null])));
  }
  return stale.length;
}
