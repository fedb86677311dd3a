import { useState } from 'react';
import type { AdvanceView } from '@domain/api/advanceView';
import { paiseText } from '@domain/settlements/balances';
import { Dialog } from '../../../components/Dialog';
import { describedByError, FieldFrame } from '../../../components/form/FieldFrame';
import { FormMessage } from '../../../components/form/FormMessage';
import { newRequestId } from '../../../lib/submission/requestId';
import { decideAdvance } from '../../settle/api/advances';
import { refusedFieldsOf, type DecisionProblems } from '../decisionRequest';
import { advanceDecisionOf, type AdvanceDecisionKind } from './advanceDecision';

const titles: Record<AdvanceDecisionKind, string> = {
  approve: 'Approve advance',
  approveLess: 'Approve less',
  refuse: 'Refuse advance',
};

interface AdvanceDecisionDialogProps {
  advance: AdvanceView;
  kind: AdvanceDecisionKind;
  onClose: () => void;
  onDone: (advance: AdvanceView) => void;
}

/** Approve, approve less (amount and reason) or refuse (reason) a request, as the spend decision dialog does. */
export function AdvanceDecisionDialog({ advance, kind, onClose, onDone }: AdvanceDecisionDialogProps) {
  const [values, setValues] = useState({ amount: '', reason: '' });
  const [problems, setProblems] = useState<DecisionProblems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestId] = useState(newRequestId);
  const asked = paiseText(advance.askedPaise);

  const submit = async () => {
    const checked = advanceDecisionOf(kind, advance, values);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setMessage(null);
    setBusy(true);
    try {
      onDone((await decideAdvance(advance.id, checked.decision, requestId)).advance);
    } catch (error) {
      setProblems(refusedFieldsOf(error));
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
          {advance.owner.name} asks for {asked}: {advance.purpose}.
        </p>
        <fieldset className="decision__fields" disabled={busy}>
          <AdvanceDecisionFields
            kind={kind}
            asked={asked}
            values={values}
            setValues={setValues}
            problems={problems}
          />
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
            data-autofocus={kind === 'approve' ? true : undefined}
          >
            {busy ? 'Saving...' : kind === 'approve' ? `Approve ${asked}` : titles[kind]}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface AdvanceDecisionFieldsProps {
  kind: AdvanceDecisionKind;
  asked: string;
  values: { amount: string; reason: string };
  setValues: (
    change: (before: { amount: string; reason: string }) => { amount: string; reason: string },
  ) => void;
  problems: DecisionProblems;
}

/** The approved amount (approve less) and the reason (all but approve), with the decision dialog's ids. */
function AdvanceDecisionFields({ kind, asked, values, setValues, problems }: AdvanceDecisionFieldsProps) {
  return (
    <>
      {kind === 'approveLess' && (
        <FieldFrame
          htmlFor="decision-amount"
          label={`Approved amount (below ${asked})`}
          error={problems.amount}
        >
          <input
            id="decision-amount"
            className="field__input"
            inputMode="decimal"
            value={values.amount}
            {...describedByError('decision-amount', problems.amount)}
            onChange={(event) => {
              setValues((before) => ({ ...before, amount: event.target.value }));
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
            rows={3}
            value={values.reason}
            {...describedByError('decision-reason', problems.reason)}
            onChange={(event) => {
              setValues((before) => ({ ...before, reason: event.target.value }));
            }}
            data-autofocus={kind === 'refuse' ? true : undefined}
          />
        </FieldFrame>
      )}
    </>
  );
}
