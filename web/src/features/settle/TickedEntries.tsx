import type { SpendEntryView } from '@domain/api/spendEntryView';
import { balanceText, entryBalancePaise } from '@domain/settlements/balances';
import { SettleEntries } from './SettleEntries';
import { SettleForm } from './SettleForm';
import { settleText } from './settleText';

interface TickedEntriesProps {
  uid: string;
  name: string;
  /** The person's approved, unsettled spends; all ticked but the `unticked`. */
  entries: readonly SpendEntryView[];
  unticked: ReadonlySet<string>;
  setUnticked: (change: (before: ReadonlySet<string>) => ReadonlySet<string>) => void;
  onDone: (message: string) => void;
  onRefused: (message: string) => void;
}

/** The spends to settle, each ticked or not, what the ticked ones come to, and the settlement form for them. */
export function TickedEntries({
  uid,
  name,
  entries,
  unticked,
  setUnticked,
  onDone,
  onRefused,
}: TickedEntriesProps) {
  const ticked = entries.filter((entry) => !unticked.has(entry.id));
  const tickedBalance = ticked.reduce((sum, entry) => sum + entryBalancePaise(entry), 0);
  return (
    <>
      <SettleEntries
        entries={entries}
        isTicked={(id) => !unticked.has(id)}
        onTick={(id, on) => {
          setUnticked((before) => {
            const after = new Set(before);
            if (on) after.delete(id);
            else after.add(id);
            return after;
          });
        }}
      />
      <p aria-live="polite">
        {settleText.ticked(ticked.length)}: {balanceText(name, tickedBalance)}
      </p>
      <SettleForm
        key={`${String(tickedBalance)}-${ticked.map((entry) => entry.id).join(',')}`}
        ownerUid={uid}
        entryIds={ticked.map((entry) => entry.id)}
        balancePaise={tickedBalance}
        onDone={onDone}
        onRefused={onRefused}
      />
    </>
  );
}
