import type { SpendEntryView } from '@domain/api/spendEntryView';
import { rupeeText } from '@domain/spendEntries/rupees';
import { describedByError, FieldFrame } from '../../components/form/FieldFrame';
import type { DecisionProblems, DecisionValues, ReviewAction } from './decisionRequest';
import { reviewText } from './reviewText';
import type { ChangeDecisionValue } from './useDecisionForm';

interface DecisionFieldsProps {
  entry: SpendEntryView;
  kind: ReviewAction;
  values: DecisionValues;
  change: ChangeDecisionValue;
  problems: DecisionProblems;
}

/** The approved amount (approve less), the reason (all but approve) and, on a refusal, the advance. */
export function DecisionFields({ entry, kind, values, change, problems }: DecisionFieldsProps) {
  return (
    <>
      {kind === 'approveLess' && (
        <FieldFrame
          htmlFor="decision-amount"
          label={`Approved amount (below ${rupeeText(entry.amounts.spentAmount)})`}
          error={problems.amount}
        >
          <input
            id="decision-amount"
            className="field__input"
            inputMode="decimal"
            value={values.amount}
            {...describedByError('decision-amount', problems.amount)}
            onChange={(event) => {
              change('amount', event.target.value);
            }}
            data-autofocus
          />
        </FieldFrame>
      )}
      {kind !== 'approve' && (
        <FieldFrame htmlFor="decision-reason" label="Reason" error={problems.reason}>
          <textarea
            id="decision-reason"
            className="field__input"
            value={values.reason}
            rows={3}
            {...describedByError('decision-reason', problems.reason)}
            onChange={(event) => {
              change('reason', event.target.value);
            }}
            data-autofocus={kind === 'refuse' || kind === 'reopen' ? true : undefined}
          />
        </FieldFrame>
      )}
      {kind === 'refuse' && entry.amounts.allocatedAmount > 0 && (
        <p className="decision__advance">
          {reviewText.advanceKept(rupeeText(entry.amounts.allocatedAmount))}
        </p>
      )}
    </>
  );
}
