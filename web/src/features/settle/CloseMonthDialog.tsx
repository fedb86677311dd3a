import { useId, useState } from 'react';
import type { CloseChecklistOutput } from '@domain/api/closeChecklist';
import { closeChecklistText } from '@domain/ledger/closeChecklist';
import { monthText } from '@domain/ledger/monthClose';
import { Dialog } from '../../components/Dialog';
import { useCloseChecklist } from './api/settle';
import { settleText } from './settleText';

interface CloseMonthDialogProps {
  month: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onClose: () => void;
}

/** The checklist: what still waits in the month (booked late once decided), and a month with nothing in it. */
function Checklist({ checklist }: { checklist: CloseChecklistOutput }) {
  return (
    <ul className="settle__checklist" aria-label={settleText.checklist}>
      {checklist.waiting.count > 0 ? (
        <li>
          <strong>{closeChecklistText.waiting(checklist)}</strong> {closeChecklistText.late(checklist)}
        </li>
      ) : (
        <li>{closeChecklistText.nothingWaits(checklist)}</li>
      )}
      {!checklist.booked && <li>{closeChecklistText.empty(checklist)}</li>}
    </ul>
  );
}

/**
 * Asks before a month is closed, with its checklist read first ('Checking...' meanwhile); with spends
 * still waiting it asks once more, saying they will be booked late, before it closes.
 */
export function CloseMonthDialog({ month, busy, error, onCancel, onClose }: CloseMonthDialogProps) {
  const checklist = useCloseChecklist(month, true);
  const [askedAgain, setAskedAgain] = useState(false);
  const questionId = useId();
  const name = monthText(month);
  const waiting = checklist.data && checklist.data.waiting.count > 0;
  const again = askedAgain && checklist.data !== undefined;
  return (
    <Dialog open dismissible={!busy} onClose={onCancel} title={`Close ${name}?`}>
      <p>
        No spend or settlement can be dated in {name} or earlier after this, and every statement and file of
        those months stays as it is now.
      </p>
      {/* One polite region: the checklist replaces 'Checking...', the question replaces the checklist. */}
      <div role="status">
        {checklist.isFetching && !checklist.data && <p>{settleText.checking(name)}</p>}
        {checklist.data && !again && <Checklist checklist={checklist.data} />}
        {again && (
          <p id={questionId}>
            <strong>{closeChecklistText.askAgain(checklist.data)}</strong>{' '}
            {closeChecklistText.late(checklist.data)}
          </p>
        )}
      </div>
      {checklist.isError && !checklist.isFetching && <p role="alert">{settleText.checklistFailed}</p>}
      {error && <p role="alert">{error}</p>}
      <div className="dialog-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={
            again
              ? () => {
                  setAskedAgain(false);
                }
              : onCancel
          }
        >
          {again ? settleText.goBack : 'Cancel'}
        </button>
        {checklist.isError ? (
          <button type="button" className="button" onClick={() => void checklist.refetch()}>
            {settleText.tryAgain}
          </button>
        ) : (
          <button
            key={again ? 'again' : 'first'}
            type="button"
            className="button button--primary"
            disabled={busy || checklist.data === undefined}
            autoFocus={again}
            aria-describedby={again ? questionId : undefined}
            onClick={
              waiting && !again
                ? () => {
                    setAskedAgain(true);
                  }
                : onClose
            }
          >
            {busy ? 'Closing...' : again ? settleText.closeAnyway : `Close ${name}`}
          </button>
        )}
      </div>
    </Dialog>
  );
}
