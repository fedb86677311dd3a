import { useState } from 'react';
import { decideSpendInput, type SpendDecision } from '@domain/api/decideSpend';
import { reopenSpendInput } from '@domain/api/reopenSpend';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { rupeeText } from '@domain/spendEntries/rupees';
import { decisionMessages } from '@domain/spendEntries/entryMessages';
import { parseAmountText } from '../../lib/amountText';
import { Dialog } from '../../components/Dialog';
import { describedByError, FieldFrame } from '../../components/form/FieldFrame';
import { FormMessage } from '../../components/form/FormMessage';
import { CallError } from '../../lib/callError';
import { personText, dayText } from '../../components/spendEntry/entryText';
import { decideSpend, reopenSpend, type DecisionOutcome } from './api/decideSpend';
import { reviewText } from './reviewText';

export type DecisionKind = SpendDecision['kind'];
/** What the Review screen offers on a row: a decision, or reopening an approved, unsettled spend. */
export type ReviewAction = DecisionKind | 'reopen';

const titles: Record<ReviewAction, string> = {
  approve: 'Approve spend',
  approveLess: 'Approve less',
  refuse: 'Refuse spend',
  reopen: 'Reopen spend',
};

interface DecisionDialogProps {
  entry: SpendEntryView;
  kind: ReviewAction;
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
  advanceInError: boolean,
): { ok: true; decision: SpendDecision } | { ok: false; problems: FieldProblems } {
  const raw =
    kind === 'approve'
      ? { kind }
      : kind === 'refuse'
        ? { kind, reason, ...(advanceInError ? { advanceInError } : {}) }
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

/** A reopen's reason, checked with the schema the server applies. */
function reopenReasonOf(
  reason: string,
): { ok: true; reason: string } | { ok: false; problems: FieldProblems } {
  const parsed = reopenSpendInput.shape.reason.safeParse(reason);
  return parsed.success
    ? { ok: true, reason: parsed.data }
    : { ok: false, problems: { reason: parsed.error.issues[0]?.message ?? parsed.error.message } };
}

/** What the dialog sends, once what was typed is checked. */
function requestOf(
  kind: ReviewAction,
  entry: SpendEntryView,
  amountText: string,
  reason: string,
  advanceInError: boolean,
): { ok: true; send: () => Promise<DecisionOutcome> } | { ok: false; problems: FieldProblems } {
  if (kind === 'reopen') {
    const checked = reopenReasonOf(reason);
    return checked.ok ? { ok: true, send: () => reopenSpend(entry, checked.reason) } : checked;
  }
  const checked = decisionOf(kind, entry, amountText, reason, advanceInError);
  return checked.ok ? { ok: true, send: () => decideSpend(entry, checked.decision) } : checked;
}

/**
 * Approve, approve less (amount and reason) or refuse (reason) one entry, or reopen (reason) an
 * approved one, at the version the row shows.
 */
export function DecisionDialog({ entry, kind, onClose, onDone }: DecisionDialogProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [advanceInError, setAdvanceInError] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const claimed = rupeeText(entry.amounts.spentAmount);

  const submit = async () => {
    const checked = requestOf(kind, entry, amount, reason, advanceInError);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setMessage(null);
    setBusy(true);
    try {
      onDone(await checked.send());
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
        {kind === 'reopen' && <p>{reviewText.reopenNote}</p>}
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
                data-autofocus
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
                data-autofocus={kind === 'refuse' || kind === 'reopen' ? true : undefined}
              />
            </FieldFrame>
          )}
          {kind === 'refuse' && entry.amounts.allocatedAmount > 0 && (
            <div className="decision__advance">
              <p>{reviewText.advanceKept(rupeeText(entry.amounts.allocatedAmount))}</p>
              <label className="decision__check">
                <input
                  type="checkbox"
                  checked={advanceInError}
                  onChange={(event) => {
                    setAdvanceInError(event.target.checked);
                  }}
                />{' '}
                {reviewText.advanceInError}
              </label>
            </div>
          )}
        </fieldset>
        {message && <FormMessage>{message}</FormMessage>}
        <div className="dialog-actions">
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={
              kind === 'refuse' || kind === 'reopen' ? 'button button--danger' : 'button button--primary'
            }
            disabled={busy}
            data-autofocus={kind === 'approve' ? true : undefined}
          >
            {busy ? 'Saving...' : kind === 'approve' ? `Approve ${claimed}` : titles[kind]}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
