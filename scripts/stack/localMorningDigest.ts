import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { orgDayStart, orgDayOf, addDays } from '../../functions/src/domain/time/orgTime.js';
import { readVapidFile } from './pushHost/vapidFile.js';

export interface RunningMorningDigest {
  stop(): Promise<void>;
}

/** 08:30 in Asia/Kolkata, after the day's start. */
const DIGEST_AFTER_DAY_START_MS = (8 * 60 + 30) * 60_000;

/** The next 08:30 in Asia/Kolkata after `now`. */
export function nextDigestAt(now: number): number {
  const today = orgDayStart(orgDayOf(now)) + DIGEST_AFTER_DAY_START_MS;
  return today > now ? today : orgDayStart(addDays(orgDayOf(now), 1)) + DIGEST_AFTER_DAY_START_MS;
}

/**
 * What the deployed schedule does (`morningDigest`, 08:30 in Asia/Kolkata), run by the stack itself:
 * the Functions emulator does not fire scheduled functions. The pushes go wherever the devices'
 * subscriptions point (the local push stand-in in tests; a browser's real push service otherwise).
 */
export function startLocalMorningDigest(storeDir: string, vapidFile: string): RunningMorningDigest {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(
      () => {
        running = runLocalMorningDigest(storeDir, vapidFile).catch((error: unknown) => {
          console.warn(
            `The local morning digest failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
        schedule();
      },
      Math.max(1000, nextDigestAt(Date.now()) - Date.now()),
    );
  };
  schedule();
  return {
    stop: async () => {
      clearTimeout(timer);
      await running;
    },
  };
}

/** One run of the digest on the stack's Store with its VAPID pair, at `now` (tests move it). */
export async function runLocalMorningDigest(storeDir: string, vapidFile: string, now: number = Date.now()) {
  const [{ createWebPushSender }, { sendMorningDigests }] = await Promise.all([
    import('../../functions/src/adapters/push/webPushSender.js'),
    import('../../functions/src/services/reminders/morningDigest.js'),
  ]);
  const store = new LocalStore(storeDir);
  try {
    return await sendMorningDigests(store, createWebPushSender(readVapidFile(vapidFile)), now);
  } finally {
    store.close();
  }
}
