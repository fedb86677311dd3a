const ATTEMPTS = 200;
const pause = new Int32Array(new SharedArrayBuffer(4));

function isLocked(error: unknown): boolean {
  return error instanceof Error && /database is locked|SQLITE_BUSY/i.test(error.message);
}

/**
 * Runs `work`, retrying while SQLite answers "database is locked". The busy timeout covers ordinary
 * waits; SQLite skips it in a few cases (switching a new file to WAL while another process opens it,
 * recovering the WAL index), which several emulator processes starting at once do meet. node:sqlite is
 * synchronous, so the pause between tries blocks too (10 to 50 ms, about 6 s in all).
 */
export function whenUnlocked<R>(work: () => R): R {
  for (let attempt = 1; ; attempt++) {
    try {
      return work();
    } catch (error) {
      if (!isLocked(error) || attempt >= ATTEMPTS) throw error;
      Atomics.wait(pause, 0, 0, 10 + Math.floor(Math.random() * 40));
    }
  }
}
