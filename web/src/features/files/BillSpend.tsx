import { rupeeText } from '@domain/spendEntries/rupees';
import { EntryAmounts } from '../../components/spendEntry/EntryAmounts';
import { EntryBills } from '../../components/spendEntry/EntryBills';
import { dayText, personText, stateTextOf } from '../../components/spendEntry/entryText';
import { useSpendEntry } from './api/spendEntry';

/** The file panel's 'Spend it proves': whose spend, which day and places, its amounts, state and bills. */
export function BillSpend({ entryId }: { entryId: string }) {
  const spend = useSpendEntry(entryId);
  const entry = spend.data?.entry;
  return (
    <section className="file-panel__spend" aria-label="Spend it proves">
      <h3>Spend it proves</h3>
      {spend.isPending && <p>Loading the spend...</p>}
      {spend.isError && <p>Failed to load the spend.</p>}
      {spend.isSuccess && !entry && <p>The spend no longer exists.</p>}
      {entry && (
        <>
          <p>
            {personText(entry.owner)} · {dayText(entry.day)} · {rupeeText(entry.amounts.spentAmount)}
          </p>
          <p>
            {entry.visitType}: {entry.places.join(', ')}
          </p>
          <p className="file-panel__spend-state">{stateTextOf(entry)}</p>
          <EntryAmounts amounts={entry.amounts} />
          <EntryBills bills={entry.bills} />
        </>
      )}
    </section>
  );
}
