import type { SpendEntryView } from '../../domain/api/spendEntryView.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { tableCheck } from './claimEntry.js';
import { holdForReopen } from './reopenHold.js';
import { recordStateWrites, runTransition } from './runTransition.js';
import { atSeenVersion } from './seenVersion.js';

/**
 * An admin reopens someone else's approved, unsettled entry with a reason: it waits for review
 * again. Its records go back to waiting without their approved shares (the approved totals and the
 * balance lose them), the last decision is cleared, and the history keeps it and the reopening.
 */
export async function reopenSpend(
  store: Store,
  caller: Caller,
  input: { requestId: string; entryId: string; version: number; reason: string },
  now: () => number = Date.now,
): Promise<{ entry: SpendEntryView }> {
  const key = { uid: caller.uid, callable: 'reopenSpend', requestId: input.requestId, input };
  const check = atSeenVersion(input.version, (entry) => tableCheck(entry, 'reopen', caller));
  return runTransition(
    store,
    key,
    {
      entryId: input.entryId,
      action: check,
      caller,
      hold: () => holdForReopen(store, input.entryId, check, caller, now),
    },
    async ({ before, to, by }, at) => {
      const writes = await recordStateWrites(store, before.side, before.recordIds, to);
      return {
        after: {
          ...before,
          state: to,
          updatedAt: at,
          approvedAmount: undefined,
          reason: undefined,
          decidedBy: undefined,
          decidedAt: undefined,
          history: [...before.history, { kind: 'reopened', at, by, reason: input.reason }],
        },
        writes,
      };
    },
    now,
  );
}
