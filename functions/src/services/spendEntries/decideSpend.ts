import { HttpsError } from 'firebase-functions/v2/https';
import type { SpendDecision } from '../../domain/api/decideSpend.js';
import type { SpendEntryView } from '../../domain/api/spendEntryView.js';
import { toPaise } from '../../domain/spend/money.js';
import { decisionMessages } from '../../domain/spendEntries/entryMessages.js';
import type { EntryEvent, SpendEntryRecord } from '../../domain/spendEntries/spendEntry.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { tableCheck, type ClaimedEntry } from './claimEntry.js';
import { recordStateWrites, runTransition, type TransitionPlan } from './runTransition.js';
import { atSeenVersion } from './seenVersion.js';

function amountError(message: string): HttpsError {
  return new HttpsError('invalid-argument', `decision.amount: ${message}`, {
    fieldErrors: [{ field: 'decision.amount', message }],
  });
}

/** The planned decision: the entry decided and each record's state (the book moves the money). */
export async function planDecision(
  store: Store,
  { before, to, by }: ClaimedEntry,
  decision: SpendDecision,
  at: number,
): Promise<TransitionPlan> {
  const claimed = before.amounts.spentAmount;
  let approved: number | undefined;
  let event: EntryEvent;
  if (decision.kind === 'approve') {
    approved = claimed;
    event = { kind: 'approved', at, by, amount: claimed, claimed };
  } else if (decision.kind === 'approveLess') {
    if (toPaise(decision.amount) >= toPaise(claimed))
      throw amountError(decisionMessages.approveLessBelow(claimed));
    approved = decision.amount;
    event = { kind: 'approvedLess', at, by, amount: approved, claimed, reason: decision.reason };
  } else {
    const inError = decision.advanceInError === true && before.amounts.allocatedAmount > 0;
    event = {
      kind: 'refused',
      at,
      by,
      reason: decision.reason,
      ...(inError ? { advanceInError: true } : {}),
    };
  }
  const after: SpendEntryRecord = {
    ...before,
    state: to,
    updatedAt: at,
    decidedBy: by,
    decidedAt: at,
    ...(approved === undefined ? { approvedAmount: undefined } : { approvedAmount: approved }),
    reason: decision.kind === 'approve' ? undefined : decision.reason,
    ...(event.kind === 'refused' && event.advanceInError
      ? { advanceReversed: { reason: event.reason, at, by } }
      : {}),
    history: [...before.history, event],
  };
  return { after, writes: await recordStateWrites(store, before.side, before.recordIds, to) };
}

/**
 * An admin approves, approves for less, or refuses an entry of someone else's that waits for review,
 * at the version they saw (one corrected since is refused, naming the change).
 */
export async function decideSpend(
  store: Store,
  caller: Caller,
  input: { requestId: string; entryId: string; version: number; decision: SpendDecision },
  now: () => number = Date.now,
): Promise<{ entry: SpendEntryView }> {
  const key = { uid: caller.uid, callable: 'decideSpend', requestId: input.requestId, input };
  const action = input.decision.kind;
  return runTransition(
    store,
    key,
    {
      entryId: input.entryId,
      action: atSeenVersion(input.version, (entry) => tableCheck(entry, action, caller)),
      caller,
    },
    (claimed, at) => planDecision(store, claimed, input.decision, at),
    now,
  );
}
