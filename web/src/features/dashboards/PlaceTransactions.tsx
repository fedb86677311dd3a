import type { SpendRecordRow } from '@domain/api/spendRecords';
import { readAmount } from '@domain/spendTotals/aggregate';
import { amountText, dashboardText, paiseText, spendDateText } from './dashboardText';
import { placeWords, type SpendSide } from '@domain/spend/sides';
import { Link } from 'react-router';
import { Dialog } from '../../components/Dialog';
import type { DateRange } from './dateRange';
import { placePageHref } from './places/placeLink';
import { Pager, usePagedRecords } from './usePagedRecords';

interface PlaceTransactionsProps {
  side: SpendSide;
  range: DateRange;
  place: string | null;
  title: string;
  total: number;
  onClose: () => void;
}

/** Remaining of one record, exact in paise (a bad value counts as 0, as in the totals). */
function remainingText(row: SpendRecordRow): string {
  return paiseText(readAmount(row.amounts.allocated).paise - readAmount(row.amounts.spent).paise);
}

/** '{place} Transactions': that place's records in the range, newest first, numbered from 1. */
export function PlaceTransactions({ side, range, place, title, total, onClose }: PlaceTransactionsProps) {
  const paged = usePagedRecords({ side, ...range, place }, total);
  const { rows, query } = paged;
  return (
    <Dialog open onClose={onClose} title={`${title} Transactions`} className="dialog--wide">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Transaction #</th>
            <th scope="col">Allocated</th>
            <th scope="col">Spent</th>
            <th scope="col">Remaining</th>
            <th scope="col">Food</th>
            <th scope="col">Fuel</th>
            <th scope="col">Stay</th>
            <th scope="col">Toll</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {query.isSuccess && rows.length === 0 && (
            <tr>
              <td colSpan={9}>{dashboardText.noRecords}</td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={row.id}>
              <td>{paged.firstIndex + index + 1}</td>
              <td>{amountText(row.amounts.allocated)}</td>
              <td>{amountText(row.amounts.spent)}</td>
              <td>{remainingText(row)}</td>
              <td>{amountText(row.amounts.food)}</td>
              <td>{amountText(row.amounts.fuel)}</td>
              <td>{amountText(row.amounts.stay)}</td>
              <td>{amountText(row.amounts.toll)}</td>
              <td>{spendDateText(side, row.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="dialog__actions">
        <Pager paged={paged} />
        {place !== null && (
          <Link className="button" to={placePageHref(side, place)}>
            {placeWords[side].Noun} page
          </Link>
        )}
        <button type="button" className="button button--primary" onClick={onClose}>
          {dashboardText.close}
        </button>
      </div>
    </Dialog>
  );
}
