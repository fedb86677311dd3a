import type { SpendEntryView } from '@domain/api/spendEntryView';
import { entryBalancePaise, paiseText } from '@domain/settlements/balances';
import { rupeeText } from '@domain/spendEntries/rupees';
import type { DataColumn } from '../../../components/DataTable';
import { dayText } from '../../../components/spendEntry/entryText';
import { settleText } from './settleText';

interface Ticks {
  isTicked: (id: string) => boolean;
  onTick: (id: string, on: boolean) => void;
}

/** The checkbox's id: the day's cell labels it, so a click on the day ticks the row. */
const tickId = (entry: SpendEntryView) => `tick-${entry.id}`;

/** A person's open entries to settle: a tick to include each, its day, places, amounts and balance. */
export function entryColumns({ isTicked, onTick }: Ticks): DataColumn<SpendEntryView>[] {
  return [
    {
      header: 'Ticked',
      headerHidden: true,
      cell: (entry) => (
        <input
          id={tickId(entry)}
          type="checkbox"
          checked={isTicked(entry.id)}
          onChange={(event) => {
            onTick(entry.id, event.target.checked);
          }}
        />
      ),
    },
    { header: 'Day', cell: (entry) => <label htmlFor={tickId(entry)}>{dayText(entry.day)}</label> },
    {
      header: 'Places',
      cell: (entry) => (
        <>
          {entry.places.join(', ')}
          {entry.state !== 'approved' && (
            <span className="settle__advance"> ({settleText.advanceOf(entry.state)})</span>
          )}
        </>
      ),
    },
    {
      header: 'Allocated',
      className: 'settle__number',
      cell: (entry) => rupeeText(entry.amounts.allocatedAmount),
    },
    {
      header: 'Approved',
      className: 'settle__number',
      cell: (entry) =>
        entry.state === 'approved' ? rupeeText(entry.approvedAmount ?? entry.amounts.spentAmount) : '',
    },
    {
      header: 'Balance',
      className: 'settle__number',
      cell: (entry) => `${paiseText(entryBalancePaise(entry))}${entryBalancePaise(entry) < 0 ? ' back' : ''}`,
    },
  ];
}
