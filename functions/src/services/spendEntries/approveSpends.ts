import { HttpsError } from 'firebase-functions/v2/https';
import type { ApproveSpendsOutput } from '../../domain/api/approveSpends.js';
import type { SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { TransitionCheck } from '../../domain/spendEntries/transitions.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { tableCheck } from './claimEntry.js';
import { planDecision } from './decideSpend.js';
import { pinRequestInput } from '../requests/sameInput.js';
import { runTransition } from './runTransition.js';
import { atSeenVersion } from './seenVersion.js';

export const bulkMessages = {
  flagged: 'It has flags: review it on its own.',
} as const;

/**
 * Approve, but only an unflagged entry at the version the admin saw (checked inside the same
 * transaction as the state).
 */
function unflaggedApproval(caller: Caller, version: number) {
  const approval = atSeenVersion(version, (entry) => tableCheck(entry, 'approve', caller));
  return (entry: SpendEntryRecord): TransitionCheck => {
    const check = approval(entry);
    if (check.allowed && entry.flags.length > 0) {
      return { allowed: false, reason: 'state', message: bulkMessages.flagged };
    }
    return check;
  };
}

/**
 * Approves several entries, each its own transition (claim, then one atomic write), so one that
 * another admin decided first, that its owner changed since it was seen, or that carries flags is
 * skipped with its message and the rest go on. Each entry's approval is once per (request id, entry).
 */
export async function approveSpends(
  store: Store,
  caller: Caller,
  input: { requestId: string; entries: readonly { entryId: string; version: number }[] },
  now: () => number = Date.now,
): Promise<ApproveSpendsOutput> {
  // The same id with other entries or versions is refused, like every writer's, before any approval.
  await pinRequestInput(
    store,
    { uid: caller.uid, callable: 'approveSpends', requestId: input.requestId, input: input.entries },
    now,
  );
  const approved: string[] = [];
  const entries: ApproveSpendsOutput['entries'] = [];
  const skipped: ApproveSpendsOutput['skipped'] = [];
  for (const { entryId, version } of input.entries) {
    const key = {
      uid: caller.uid,
      callable: 'approveSpends',
      requestId: `${input.requestId}_${entryId}`,
      input: { entryId, version },
    };
    try {
      const { entry } = await runTransition(
        store,
        key,
        { entryId, action: unflaggedApproval(caller, version), caller },
        (claimed, at) => planDecision(store, claimed, { kind: 'approve' }, at),
        now,
      );
      approved.push(entryId);
      entries.push(entry);
    } catch (error) {
      if (!(error instanceof HttpsError)) throw error;
      skipped.push({ entryId, message: error.message });
    }
  }
  return { approved, entries, skipped };
}
