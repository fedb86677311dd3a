/**
 * Something a write takes before it commits (a reopen's settle mark, a past day of the ledger held
 * open), let go of by `writes` in the write's own atomic update, or by `release` when the write fails.
 */
export interface Hold {
  writes: Record<string, unknown>;
  release: () => Promise<void>;
}

export const noHold: Hold = { writes: {}, release: () => Promise.resolve() };
