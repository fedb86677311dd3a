import type { AccountStanding, Accounts } from '../../src/ports/accounts.js';

/**
 * Firebase Auth as the callable wrapper sees it, in memory: every account exists in good standing
 * unless a test revokes its tokens, disables it or deletes it. The unit project's setup file puts
 * this in place of the Firebase adapter.
 */
class FakeAccounts implements Accounts {
  private readonly changed = new Map<string, AccountStanding | null>();
  lookups = 0;

  standing(uid: string): Promise<AccountStanding | null> {
    this.lookups += 1;
    const standing = this.changed.get(uid);
    return Promise.resolve(standing === undefined ? { tokensValidAfterMs: 0, disabled: false } : standing);
  }

  revokeTokens(uid: string, atMs = Date.now()): void {
    this.changed.set(uid, { tokensValidAfterMs: atMs, disabled: false });
  }

  disable(uid: string): void {
    this.changed.set(uid, { tokensValidAfterMs: 0, disabled: true });
  }

  remove(uid: string): void {
    this.changed.set(uid, null);
  }
}

export const fakeAccounts = new FakeAccounts();
