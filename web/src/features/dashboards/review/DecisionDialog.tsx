import { useState } from 'react';
import { decideSpendInput, type SpendDecision } from '@domain/api/decideSpend';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { rupeeText } from '@domain/spendEntries/rupees';
import { decisionMessages } from '@domain/spendEntries/entryMessages';
import { parseAmountText } from '@domain/spend/amountText';
import { Dialog } from '../../../components/Dialog';
import { describedByError, FieldFrame } from '../../../components/form/FieldFrame';
import { FormMessage } from '../../../components/form/FormMessage';
import { CallError } from '../../../lib/callError';
import { personText, dayText } from '../../../components/spendEntry/entryText';
import { decideSpend, type DecisionOutcome } from './api/decideSpend';

export type DecisionKind = SpendDecision['kind'];

const titles: Record<DecisionKind, string> = {
  approve: 'Approve spend',
  approveLess: 'Approve less',
  refuse: 'Refuse spend',
};

interface DecisionDialogProps {
  entry: SpendEntryView;
  kind: DecisionKind;
  onClose: () => void;
  onDone: (outcome: DecisionOutcome) => void;
}

type FieldProblems = Partial<Record<'amount' | 'reason', string>>;

/** Builds the decision from what was typed, with the schema the server applies. */
function decisionOf(
  kind: DecisionKind,
  entry: SpendEntryView,
  amountText: string,
  reason: string,
): { ok: true; decision: SpendDecision } | { ok: false; problems: FieldProblems } {
  const raw =
    kind === 'approve'
      ? { kind }
      : kind === 'refuse'
        ? { kind, reason }
        : { kind, amount: parseAmountText(amountText), reason };
  const parsed = decideSpendInput.shape.decision.safeParse(raw);
  const problems: FieldProblems = {};
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

/** Approve, approve less (amount and reason) or refuse (reason) one entry. */
export function DecisionDialog({ entry, kind, onClose, onDone }: DecisionDialogProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const claimed = rupeeText(entry.amounts.spentAmount);

  const submit = async () => {
    const checked = decisionOf(kind, entry, amount, reason);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setMessage(null);
    setBusy(true);
    try {
      onDone(await decideSpend(entry.id, checked.decision));
    } catch (error) {
      const fields: FieldProblems = {};
      if (error instanceof CallError) {
        for (const problem of error.fieldErrors) {
          const field = problem.field.split('.').at(-1);
          if (field === 'amount' || field === 'reason') fields[field] = problem.message;
        }
      }
      setProblems(fields);
      setMessage(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open title={titles[kind]} onClose={onClose} dismissible={!busy} className="decision-dialog">
      <form
        className="decision"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          {personText(entry.owner)}, {dayText(entry.day)}: spent {claimed} at {entry.places.join(', ')}.
        </p>
        <fieldset className="decision__fields" disabled={busy}>
          {kind === 'approveLess' && (
            <FieldFrame
              htmlFor="decision-amount"
              label={`Approved amount (below ${claimed})`}
              error={problems.amount}
            >
              <input
                id="decision-amount"
                className="field__input"
                inputMode="decimal"
                value={amount}
                {...describedByError('decision-amount', problems.amount)}
                onChange={(event) => {
                  setAmount(event.target.value);
                }}
                autoFocus
              />
            </FieldFrame>
          )}
          {kind !== 'approve' && (
            <FieldFrame htmlFor="decision-reason" label="Reason" error={problems.reason}>
              <textarea
                id="decision-reason"
                className="field__input"
                value={reason}
                rows={3}
                {...describedByError('decision-reason', problems.reason)}
                onChange={(event) => {
                  setReason(event.target.value);
                }}
                autoFocus={kind === 'refuse'}
              />
            </FieldFrame>
          )}
        </fieldset>
        {message && <FormMessage>{message}</FormMessage>}
        <div className="dialog-actions">
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={kind === 'refuse' ? 'button button--danger' : 'button button--primary'}
            disabled={busy}
            autoFocus={kind === 'approve'}
          >
            {busy ? 'Saving...' : kind === 'approve' ? `Approve ${claimed}` : titles[kind]}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
