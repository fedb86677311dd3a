import { useState } from 'react';
import { Link } from 'react-router';
import type { SpendSide } from '@domain/spend/sides';
import { fetchAllSpendRecords } from './api/spendRecords';
import { useSpendSummary } from './api/spendSummary';
import { Skeleton } from '../../components/Skeleton';
import { spentCsv } from './spentCsv';
import { csvFileName, downloadCsv } from '../../lib/csv';
import { DashboardFrame } from './DashboardFrame';
import { rangeSearch, useDateRange, type DateRange } from '../../lib/dateRange';
import { RangeFilter } from '../../components/RangeFilter';
import { ReviewLink } from './ReviewLink';
import { paths } from '../../config/paths';
import { PeopleTable } from './PeopleTable';
import { sideScreens } from './sides';
import { SpendCharts } from './SpendCharts';
import { SpentTable } from './SpentTable';

async function exportTable(side: SpendSide, range: DateRange): Promise<void> {
  const rows = await fetchAllSpendRecords({ side, ...range });
  downloadCsv(csvFileName(`${side}-spent`, range), spentCsv(side, rows));
}

/** Review and Settle, side by side on the toolbar and in the small-screen menu. */
function SpendDecisionLinks({ side }: { side: SpendSide }) {
  return (
    <>
      <ReviewLink side={side} />
      <Link className="button" to={paths.settle}>
        Settle
      </Link>
    </>
  );
}

/** /saledash, /spent and /placdash: the charts and the table of one side, for a range of days. */
export function DashboardPage({ side }: { side: SpendSide }) {
  const screens = sideScreens[side];
  const [range, setRange] = useDateRange();
  const summary = useSpendSummary({ side, ...range });
  const [exporting, setExporting] = useState(false);
  const problems = summary.data?.problems;
  return (
    <DashboardFrame
      title={screens.titles.dashboard}
      updatedAt={summary.dataUpdatedAt}
      smallScreenMenu={<SpendDecisionLinks side={side} />}
    >
      <div className="dashboard__toolbar">
        <Link className="button button--primary" to={`${screens.places}${rangeSearch(range)}`}>
          {screens.titles.places}
        </Link>
        <Link className="button button--primary" to={`${screens.visits}${rangeSearch(range)}`}>
          Visits
        </Link>
        <SpendDecisionLinks side={side} />
        <RangeFilter key={rangeSearch(range)} range={range} onChange={setRange} />
        <button
          type="button"
          className="button"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            exportTable(side, range)
              .catch((error: unknown) => {
                console.error('CSV export failed', error);
              })
              .finally(() => {
                setExporting(false);
              });
          }}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
      {summary.isError && <p role="alert">Could not load the figures. They are retried every 15 seconds.</p>}
      {summary.isPending && <Skeleton label="Loading the charts" rows={2} className="skeleton--charts" />}
      {summary.data && <SpendCharts totals={summary.data.totals} />}
      {problems && problems.count > 0 && (
        <p className="dashboard__problems" role="note">
          {problems.count} record{problems.count === 1 ? '' : 's'} with problems (a value that is not an
          amount, counted as 0):{' '}
          {problems.records.map((record) => `${record.id} (${record.fields.join(', ')})`).join('; ')}
          {problems.count > problems.records.length ? ' and more' : ''}.
        </p>
      )}
      <PeopleTable key={`people-${rangeSearch(range)}`} side={side} range={range} />
      {summary.isPending && <Skeleton label="Loading the records" rows={6} />}
      {summary.data && (
        <SpentTable key={rangeSearch(range)} side={side} range={range} total={summary.data.totals.count} />
      )}
    </DashboardFrame>
  );
}
