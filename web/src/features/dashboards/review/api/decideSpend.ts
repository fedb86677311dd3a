import type { SpendDecision } from '@domain/api/decideSpend';
import { spendConflictDetails, type SpendEntryView } from '@domain/api/spendEntryView';
import { call } from '../../../../lib/callables';
import { CallError } from '../../../../lib/callError';
import { newRequestId } from '../../../../lib/submission/requestId';

export type DecisionOutcome =
  | { status: 'decided'; entry: SpendEntryView }
  /** Someone else decided first (or the owner withdrew it): the message and the entry as it now is. */
  | { status: 'conflict'; message: string; entry: SpendEntryView | null };

/** The conflict a decision lost, when the server said so in its error's details. */
export function conflictOf(error: unknown): { message: string; entry: SpendEntryView | null } | null {
  if (!(error instanceof CallError)) return null;
  const details = spendConflictDetails.safeParse(error.details);
  return details.success ? { message: details.data.message, entry: details.data.entry } : null;
}

/** One admin decision on one entry; any other failure is thrown (the dialog shows it, fields included). */
export async function decideSpend(entryId: string, decision: SpendDecision): Promise<DecisionOutcome> {
  try {
    const { entry } = await call('decideSpend', { requestId: newRequestId(), entryId, decision });
    return { status: 'decided', entry };
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return { status: 'conflict', ...conflict };
    throw error;
  }
}

/** Approves several unflagged entries at once; the server says which it skipped and why. */
export function approveSpends(entryIds: string[]) {
  return call('approveSpends', { requestId: newRequestId(), entryIds });
}
