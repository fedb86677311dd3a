import { DataTable } from '../../components/DataTable';
import { Skeleton } from '../../components/Skeleton';
import { dashboardText } from './dashboardText';
import type { SpendSide } from '@domain/spend/sides';
import type { DateRange } from '../../lib/dateRange';
import { savedRecordColumns } from './recordColumns';
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
      <DataTable
        className="data-table"
        columns={savedRecordColumns(side)}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={dashboardText.noRecords}
        loaded={query.isSuccess}
      />
      {query.isPending && <Skeleton label="Loading the records" rows={6} />}
      <Pager paged={paged} />
    </section>
  );
}
