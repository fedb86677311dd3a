import { decideSpendInput, type SpendDecision } from '@domain/api/decideSpend';
import { reopenSpendInput } from '@domain/api/reopenSpend';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { decisionMessages } from '@domain/spendEntries/entryMessages';
import { parseAmountText } from '../../lib/amountText';
import { CallError } from '../../lib/callError';
import { decideSpend, reopenSpend, type DecisionOutcome } from './api/decideSpend';

export type DecisionKind = SpendDecision['kind'];
/** What the Review screen offers on a row: a decision, or reopening an approved, unsettled spend. */
export type ReviewAction = DecisionKind | 'reopen';

export type DecisionProblems = Partial<Record<'amount' | 'reason', string>>;

/** What the decision dialog holds, as typed. */
export interface DecisionValues {
  amount: string;
  reason: string;
}

/** Builds the decision from what was typed, with the schema the server applies. */
function decisionOf(
  kind: DecisionKind,
  entry: SpendEntryView,
  { amount: amountText, reason }: DecisionValues,
): { ok: true; decision: SpendDecision } | { ok: false; problems: DecisionProblems } {
  const raw =
    kind === 'approve'
      ? { kind }
      : kind === 'refuse'
        ? { kind, reason }
        : { kind, amount: parseAmountText(amountText), reason };
  const parsed = decideSpendInput.shape.decision.safeParse(raw);
  const problems: DecisionProblems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'amount' || field === 'reason') && !problems[field]) problems[field] = issue.message;
    }
  }
  const claimed = entry.amounts.spentAmount;
  const typed = kind === 'approveLess' ? parseAmountText(amountText) : undefined;
  if (typed !== undefined && typed >= claimed && !problems.amount) {
    problems.amount = decisionMessages.approveLessBelow(claimed);
  }
  if (!parsed.success && Object.keys(problems).length === 0) problems.reason = parsed.error.message;
  return parsed.success && Object.keys(problems).length === 0
    ? { ok: true, decision: parsed.data }
    : { ok: false, problems };
}

/** A reopen's reason, checked with the schema the server applies. */
function reopenReasonOf(
  reason: string,
): { ok: true; reason: string } | { ok: false; problems: DecisionProblems } {
  const parsed = reopenSpendInput.shape.reason.safeParse(reason);
  return parsed.success
    ? { ok: true, reason: parsed.data }
    : { ok: false, problems: { reason: parsed.error.issues[0]?.message ?? parsed.error.message } };
}

/** What the dialog sends, once what was typed is checked. */
export function requestOf(
  kind: ReviewAction,
  entry: SpendEntryView,
  values: DecisionValues,
): { ok: true; send: () => Promise<DecisionOutcome> } | { ok: false; problems: DecisionProblems } {
  if (kind === 'reopen') {
    const checked = reopenReasonOf(values.reason);
    return checked.ok ? { ok: true, send: () => reopenSpend(entry, checked.reason) } : checked;
  }
  const checked = decisionOf(kind, entry, values);
  return checked.ok ? { ok: true, send: () => decideSpend(entry, checked.decision) } : checked;
}

/** The amount and reason problems the server named when it refused the request. */
export function refusedFieldsOf(error: unknown): DecisionProblems {
  const fields: DecisionProblems = {};
  if (error instanceof CallError) {
    for (const problem of error.fieldErrors) {
      const field = problem.field.split('.').at(-1);
      if (field === 'amount' || field === 'reason') fields[field] = problem.message;
    }
  }
  return fields;
}
