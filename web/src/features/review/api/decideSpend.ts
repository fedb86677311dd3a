import type { SpendDecision } from '@domain/api/decideSpend';
import { spendConflictDetails, type SpendEntryView } from '@domain/api/spendEntryView';
import { call } from '../../../lib/callables';
import { CallError } from '../../../lib/callError';
import { newRequestId } from '../../../lib/submission/requestId';

export type DecisionOutcome =
  | { status: 'decided'; entry: SpendEntryView }
  /**
   * Someone else decided first, the owner withdrew or changed it since it was shown: the message and
   * the entry as it now is.
   */
  | { status: 'conflict'; message: string; entry: SpendEntryView | null };

/** The conflict a decision lost, when the server said so in its error's details. */
export function conflictOf(error: unknown): { message: string; entry: SpendEntryView | null } | null {
  if (!(error instanceof CallError)) return null;
  const details = spendConflictDetails.safeParse(error.details);
  return details.success ? { message: details.data.message, entry: details.data.entry } : null;
}

/** A call that answers the entry, its conflict as an outcome; any other failure is thrown. */
async function outcomeOf(send: () => Promise<{ entry: SpendEntryView }>): Promise<DecisionOutcome> {
  try {
    const { entry } = await send();
    return { status: 'decided', entry };
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return { status: 'conflict', ...conflict };
    throw error;
  }
}

/** One admin decision on the entry as it was shown (its version); the dialog shows other failures. */
export function decideSpend(entry: SpendEntryView, decision: SpendDecision): Promise<DecisionOutcome> {
  return outcomeOf(() =>
    call('decideSpend', { requestId: newRequestId(), entryId: entry.id, version: entry.version, decision }),
  );
}

/** Reopens an approved, unsettled entry as it was shown, with a reason: it waits for review again. */
export function reopenSpend(entry: SpendEntryView, reason: string): Promise<DecisionOutcome> {
  return outcomeOf(() =>
    call('reopenSpend', { requestId: newRequestId(), entryId: entry.id, version: entry.version, reason }),
  );
}

/** Approves several unflagged entries at once, as shown; the server says which it skipped and why. */
export function approveSpends(entries: readonly SpendEntryView[]) {
  return call('approveSpends', {
    requestId: newRequestId(),
    entries: entries.map(({ id, version }) => ({ entryId: id, version })),
  });
}
