import { advanceDecisionSchema, type AdvanceDecision } from '@domain/api/advanceInputs';
import type { AdvanceView } from '@domain/api/advanceView';
import { advanceMessages } from '@domain/advances/advanceText';
import { toPaise } from '@domain/spend/money';
import { parseAmountText } from '../../../lib/amountText';
import type { DecisionProblems, DecisionValues } from '../decisionRequest';

export type AdvanceDecisionKind = AdvanceDecision['kind'];

/** The decision on a request from what was typed, with the schema and the words the server applies. */
export function advanceDecisionOf(
  kind: AdvanceDecisionKind,
  advance: AdvanceView,
  { amount, reason }: Pick<DecisionValues, 'amount' | 'reason'>,
): { ok: true; decision: AdvanceDecision } | { ok: false; problems: DecisionProblems } {
  const raw =
    kind === 'approve'
      ? { kind }
      : kind === 'refuse'
        ? { kind, reason }
        : { kind, amount: parseAmountText(amount), reason };
  const parsed = advanceDecisionSchema.safeParse(raw);
  const problems: DecisionProblems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'amount' || field === 'reason') && !problems[field]) problems[field] = issue.message;
    }
  }
  const typed = kind === 'approveLess' ? parseAmountText(amount) : undefined;
  if (typed !== undefined && toPaise(typed) >= advance.askedPaise && !problems.amount) {
    problems.amount = advanceMessages.approveLessBelow(advance.askedPaise);
  }
  return parsed.success && Object.keys(problems).length === 0
    ? { ok: true, decision: parsed.data }
    : { ok: false, problems };
}
