import { dirname } from 'node:path';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { followUpPaths } from '../../functions/src/domain/followUps/followUp.js';
import { ownerCountPath } from '../../functions/src/domain/spendEntries/reviewIndex.js';
import type { VisitKind } from '../../functions/src/domain/visitCodes.js';
import { runLocalMorningDigest } from '../../scripts/stack/localMorningDigest.js';
import { vapidFileOf } from '../../scripts/stack/pushHost/vapidFile.js';
import { storeDir } from './storeRecords.js';

/** Follow-ups for a person, stored as a visit would have set them: one place each, set on `at`. */
export async function storeFollowUps(
  kind: VisitKind,
  uid: string,
  followUps: readonly { place: string; due: string }[],
  at: number,
): Promise<void> {
  const store = new LocalStore(storeDir);
  try {
    for (const [index, { place, due }] of followUps.entries()) {
      await store.set(followUpPaths.slot(kind, uid, `e2e-place-${String(index)}`), {
        lastVisitAt: at,
        sets: { [`e2e-visit-${String(index)}`]: { due, at, place } },
      });
    }
  } finally {
    store.close();
  }
}

/** The person's count of refused spends, as the review's decisions keep it. */
export async function storeRefusedCount(uid: string, count: number): Promise<void> {
  const store = new LocalStore(storeDir);
  try {
    await store.set(ownerCountPath(uid, 'refused'), count);
  } finally {
    store.close();
  }
}

/**
 * The 08:30 digest, run now on the stack's Store with the stack's VAPID pair (kept beside the Store in
 * its data folder): what the stack's own timer runs each morning, as the deployed schedule does.
 */
export function runMorningDigest(now: number = Date.now()) {
  return runLocalMorningDigest(storeDir, vapidFileOf(dirname(storeDir)), now);
}
