import type { SpendEntryView } from '@domain/api/spendEntryView';
import { allowedActions, type TransitionActor } from '@domain/spendEntries/transitions';
import { MySpendRow, type PendingChange } from './MySpendRow';

interface MySpendListProps {
  entries: readonly SpendEntryView[];
  actor: TransitionActor;
  /** The corrections and withdrawals still on this phone, by entry id. */
  pending: ReadonlyMap<string, PendingChange>;
  onCorrect: (entry: SpendEntryView) => void;
  onWithdraw: (entry: SpendEntryView) => void;
  onAttach: (entry: SpendEntryView) => void;
}

/** The person's spend entries, newest first, each with what they may do with it now. */
export function MySpendList({ entries, actor, pending, onCorrect, onWithdraw, onAttach }: MySpendListProps) {
  return (
    <ol className="report-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <MySpendRow
            entry={entry}
            actions={allowedActions({ ...entry, ownerUid: entry.owner.uid }, actor)}
            pending={pending.get(entry.id)}
            onCorrect={() => {
              onCorrect(entry);
            }}
            onWithdraw={() => {
              onWithdraw(entry);
            }}
            onAttach={() => {
              onAttach(entry);
            }}
          />
        </li>
      ))}
    </ol>
  );
}
