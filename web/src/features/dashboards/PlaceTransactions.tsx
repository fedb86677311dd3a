import { dashboardText } from './dashboardText';
import { placeWords, type SpendSide } from '@domain/spend/sides';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import type { DateRange } from '../../lib/dateRange';
import { placePageHref } from '../../lib/placeLink';
import { placeTransactionColumns } from './recordColumns';
import { Pager, usePagedRecords } from './usePagedRecords';

interface PlaceTransactionsProps {
  side: SpendSide;
  range: DateRange;
  place: string | null;
  title: string;
  total: number;
  onClose: () => void;
}

/** '{place} Transactions': that place's records in the range, newest first, numbered from 1. */
export function PlaceTransactions({ side, range, place, title, total, onClose }: PlaceTransactionsProps) {
  const paged = usePagedRecords({ side, ...range, place }, total);
  const { rows, query } = paged;
  return (
    <Dialog open onClose={onClose} title={`${title} Transactions`} className="dialog--wide">
      <DataTable
        className="data-table"
        columns={placeTransactionColumns(side, paged.firstIndex)}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={dashboardText.noRecords}
        loaded={query.isSuccess}
      />
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
