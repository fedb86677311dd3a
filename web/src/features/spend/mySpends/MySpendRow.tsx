import { useId } from 'react';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import type { SpendAction } from '@domain/spendEntries/entryStates';
import { rupeeText } from '@domain/spendEntries/rupees';
import { EntryAmounts } from '../../../components/spendEntry/EntryAmounts';
import { EntryBills } from '../../../components/spendEntry/EntryBills';
import { EntryHistory } from '../../../components/spendEntry/EntryHistory';
import { dayText, stateTextOf } from '../../../components/spendEntry/entryText';
import { attachText, mySpendsText } from './mySpendsText';

export type PendingChange = 'withdraw' | 'correct';

interface MySpendRowProps {
  entry: SpendEntryView;
  /** What the owner may do now (from the transition table). */
  actions: readonly SpendAction[];
  /** A correction or withdrawal still on this phone. */
  pending?: PendingChange | undefined;
  onCorrect: () => void;
  onWithdraw: () => void;
  onAttach: () => void;
}

/** One of the person's entries: day, places, amounts, state, bills, history and what can be done. */
export function MySpendRow({ entry, actions, pending, onCorrect, onWithdraw, onAttach }: MySpendRowProps) {
  // A bill can be added while the owner may still change the entry (waiting or refused).
  const mayAttach = actions.includes('withdraw') || actions.includes('correct');
  const titleId = useId();
  return (
    <article className={`my-spend my-spend--${entry.state}`} aria-labelledby={titleId} data-testid="my-spend">
      <h2 id={titleId} className="my-spend__title">
        {dayText(entry.day)} · {rupeeText(entry.amounts.spentAmount)}
      </h2>
      <p className="my-spend__state">{stateTextOf(entry)}</p>
      <p className="my-spend__places">
        {entry.visitType}: {entry.places.join(', ')}
      </p>
      <EntryAmounts amounts={entry.amounts} />
      <EntryBills bills={entry.bills} />
      <EntryHistory history={entry.history} readerUid={entry.owner.uid} />
      {pending ? (
        <p className="my-spend__pending" role="status">
          {pending === 'withdraw' ? mySpendsText.pendingWithdraw : mySpendsText.pendingCorrect}
        </p>
      ) : (
        <div className="my-spend__actions">
          {actions.includes('correct') && (
            <button type="button" className="button button--primary" onClick={onCorrect}>
              {mySpendsText.correct}
            </button>
          )}
          {actions.includes('withdraw') && (
            <button type="button" className="button" onClick={onWithdraw}>
              {mySpendsText.withdraw}
            </button>
          )}
          {mayAttach && (
            <button type="button" className="button" onClick={onAttach}>
              {attachText.open}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
