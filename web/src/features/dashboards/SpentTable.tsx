import { Skeleton } from '../../components/Skeleton';
import { amountText, dashboardText, placeText, spendDateText } from './dashboardText';
import type { SpendSide } from '@domain/spend/sides';
import type { DateRange } from './dateRange';
import { recordStateText } from './recordState';
import { sideScreens } from './sides';
import { Pager, usePagedRecords } from './usePagedRecords';

interface SpentTableProps {
  side: SpendSide;
  range: DateRange;
  /** How many records the range holds (the summary's count). */
  total: number;
}

/**
 * 'Saved Spent Data': the range's records, newest first, 11 a page, with who saved each, the state of
 * its spend and its share of the approved amount.
 */
export function SpentTable({ side, range, total }: SpentTableProps) {
  const paged = usePagedRecords({ side, ...range }, total);
  const { query, rows } = paged;
  return (
    // Focusable: twelve columns scroll sideways inside the panel, and a keyboard must reach that scroll.
    <section className="dashboard__panel" aria-labelledby="saved-spent-data" tabIndex={0}>
      <h2 id="saved-spent-data">{dashboardText.table}</h2>
      {query.isError && <p role="alert">Could not load the records. They are retried every 15 seconds.</p>}
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Transaction</th>
            <th scope="col">Allocated Amount</th>
            <th scope="col">Spent Amount</th>
            <th scope="col">Food</th>
            <th scope="col">Fuel</th>
            <th scope="col">Stay</th>
            <th scope="col">Toll</th>
            <th scope="col">{sideScreens[side].placeLabel}</th>
            <th scope="col">Date</th>
            <th scope="col">Staff</th>
            <th scope="col">State</th>
            <th scope="col">Approved</th>
          </tr>
        </thead>
        <tbody>
          {query.isSuccess && rows.length === 0 && (
            <tr>
              <td colSpan={12}>{dashboardText.noRecords}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{amountText(row.amounts.allocated)}</td>
              <td>{amountText(row.amounts.spent)}</td>
              <td>{amountText(row.amounts.food)}</td>
              <td>{amountText(row.amounts.fuel)}</td>
              <td>{amountText(row.amounts.stay)}</td>
              <td>{amountText(row.amounts.toll)}</td>
              <td>{placeText(side, row.place)}</td>
              <td>{spendDateText(side, row.date)}</td>
              <td>{row.staff ?? '-'}</td>
              <td>{recordStateText(row.state)}</td>
              <td>{row.approved === null ? '-' : amountText(row.approved)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.isPending && <Skeleton label="Loading the records" rows={6} />}
      <Pager paged={paged} />
    </section>
  );
}
