import type { AccountStanding, Accounts } from '../ports/accounts.js';

/** How long an account's standing is trusted before Auth is asked again (the issue allows 60 s). */
export const STANDING_CACHE_MS = 60_000;

interface Cached {
  standing: AccountStanding | null;
  fetchedAt: number;
}

/**
 * Remembers each account's standing for a short while per function instance, so that a call does
 * not cost an Auth lookup each time; a revocation is therefore seen within `STANDING_CACHE_MS`.
 */
export class StandingCache {
  private readonly entries = new Map<string, Cached>();

  constructor(
    private readonly accounts: () => Promise<Accounts>,
    private readonly now: () => number = () => Date.now(),
    private readonly maxAgeMs = STANDING_CACHE_MS,
  ) {}

  async standing(uid: string): Promise<AccountStanding | null> {
    const cached = this.entries.get(uid);
    if (cached && this.now() - cached.fetchedAt < this.maxAgeMs) return cached.standing;
    const standing = await (await this.accounts()).standing(uid);
    this.entries.set(uid, { standing, fetchedAt: this.now() });
    return standing;
  }

  forget(uid: string): void {
    this.entries.delete(uid);
  }
}

/** True when the token (signed in at `authTimeSeconds`) is still good for this account. */
export function tokenStillValid(standing: AccountStanding | null, authTimeSeconds: unknown): boolean {
  if (!standing || standing.disabled) return false;
  if (typeof authTimeSeconds !== 'number') return false;
  return authTimeSeconds * 1000 >= standing.tokensValidAfterMs;
}
