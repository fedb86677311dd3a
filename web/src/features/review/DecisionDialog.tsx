import type { SpendEntryView } from '@domain/api/spendEntryView';
import { rupeeText } from '@domain/spendEntries/rupees';
import { Dialog } from '../../components/Dialog';
import { FormMessage } from '../../components/form/FormMessage';
import { personText, dayText } from '../../components/spendEntry/entryText';
import type { DecisionOutcome } from './api/decideSpend';
import type { ReviewAction } from './decisionRequest';
import { DecisionFields } from './DecisionFields';
import { reviewText } from './reviewText';
import { useDecisionForm } from './useDecisionForm';

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

/**
 * Approve, approve less (amount and reason) or refuse (reason) one entry, or reopen (reason) an
 * approved one, at the version the row shows.
 */
export function DecisionDialog({ entry, kind, onClose, onDone }: DecisionDialogProps) {
  const { values, change, problems, message, busy, submit } = useDecisionForm(entry, kind, onDone);
  const claimed = rupeeText(entry.amounts.spentAmount);
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
          <DecisionFields entry={entry} kind={kind} values={values} change={change} problems={problems} />
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
