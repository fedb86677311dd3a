import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { abandonedClaimMs, callableTimeoutSeconds } from '../../src/domain/constants.js';
import { MAX_RETRY_MS } from '../../src/services/retry/backoff.js';
import { claimEntry } from '../../src/services/spendEntries/claimEntry.js';
import { admin } from '../support/callables.js';
import { saved } from '../settlements/approvedSpends.js';
import { useSpendStore } from '../spend/harness.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

const reviewer = { ...admin, roles: [...admin.roles] };

async function claimedEntry(claimedAt: number): Promise<string> {
  const id = await saved(100, 90);
  // A decision that crashed after claiming: its claim stays behind.
  await store.set(`spend_entries/${id}/claim`, {
    token: 'crashed',
    at: claimedAt,
    by: { uid: 'admin-9', email: 'gone@example.com' },
  });
  return id;
}

describe('a claim left by a crashed decision', () => {
  it('is taken over once the attempt cannot be running any more: the timeout plus a margin', async () => {
    const now = Date.now();
    const id = await claimedEntry(now - abandonedClaimMs - 1);
    const claimed = await claimEntry(store, id, 'approve', reviewer, () => now);
    expect(claimed.to).toBe('approved');
  });

  it('is respected while its attempt may still be running', async () => {
    const now = Date.now();
    const id = await claimedEntry(now - callableTimeoutSeconds * 1000);
    // The decision waits for the claim to land before it gives up: that wait runs on a moved clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const refused = expect(claimEntry(store, id, 'approve', reviewer, () => now)).rejects.toThrow(
        /Being decided by/,
      );
      await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
      await refused;
    } finally {
      vi.useRealTimers();
    }
  });

  it('is taken over after the time decision 019 states', () => {
    const decision = readFileSync(
      new URL('../../../docs/decisions/019-spend-entries.md', import.meta.url),
      'utf8',
    );
    expect(decision.replace(/\s+/g, ' ')).toContain(
      `taken over after ${String(abandonedClaimMs / 1000)} seconds`,
    );
  });
});
