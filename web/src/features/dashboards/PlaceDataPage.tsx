import { useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardText, placeText } from './dashboardText';
import type { SpendSide } from '@domain/spend/sides';
import { DataTable } from '../../components/DataTable';
import { Skeleton } from '../../components/Skeleton';
import { useSpendSummary } from './api/spendSummary';
import { useVisitPipeline } from '../visitLog/api/visitPipeline';
import { csvText } from '@domain/csv/csvText';
import { csvFileName, downloadCsv } from '../../lib/csv';
import { DashboardFrame } from './DashboardFrame';
import { rangeSearch, useDateRange } from '../../lib/dateRange';
import { PlaceTransactions } from './PlaceTransactions';
import { placeColumns } from './placeRows';
import { RangeFilter } from '../../components/RangeFilter';
import { sideScreens } from './sides';

/** History back when there is somewhere to go back to (react-router numbers its entries), else the dashboard. */
function useGoBack(side: SpendSide): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(`${sideScreens[side].dashboard}${search}`);
  };
}

/** A place's row opens its transactions, by a click or by Enter once it has the focus. */
function opensTransactions(title: string, show: () => void) {
  return {
    tabIndex: 0,
    'aria-label': `${title}: show transactions`,
    onClick: show,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      // Else the key's press would land on the dialog's first button (its X) and close it.
      event.preventDefault();
      show();
    },
  };
}

/** /clddata and /companydata: one row per place for the range; a row opens its transactions. */
export function PlaceDataPage({ side }: { side: SpendSide }) {
  const screens = sideScreens[side];
  const [range, setRange] = useDateRange();
  const summary = useSpendSummary({ side, ...range });
  const [open, setOpen] = useState<{ place: string | null; title: string; total: number } | null>(null);
  const goBack = useGoBack(side);
  const places = summary.data?.places ?? [];
  const pipeline = useVisitPipeline({ kind: side });
  const visitsLogged = new Map((pipeline.data?.places ?? []).map((row) => [row.key, row.count]));
  const columns = placeColumns(side, screens.placeLabel, visitsLogged);
  return (
    <DashboardFrame
      title={screens.titles.places}
      updatedAt={summary.dataUpdatedAt}
      lead={
        <button type="button" className="button" onClick={goBack}>
          {dashboardText.goBack}
        </button>
      }
    >
      <div className="dashboard__toolbar">
        <RangeFilter key={rangeSearch(range)} range={range} onChange={setRange} />
        <button
          type="button"
          className="button"
          disabled={places.length === 0}
          onClick={() => {
            downloadCsv(
              csvFileName(`${side}-${screens.titles.places.toLowerCase().replace(' ', '-')}`, range),
              csvText(
                columns.map((column) => column.header),
                places.map((row) => columns.map((column) => column.cell(row))),
              ),
            );
          }}
        >
          Export CSV
        </button>
      </div>
      {summary.isError && <p role="alert">Could not load the figures. They are retried every 15 seconds.</p>}
      <DataTable
        className="data-table data-table--rows"
        columns={columns}
        rows={places}
        rowKey={(row) => row.place ?? ''}
        emptyText={dashboardText.noData}
        loaded={summary.isSuccess}
        rowProps={(row) => {
          const title = placeText(side, row.place);
          return opensTransactions(title, () => {
            setOpen({ place: row.place, title, total: row.totals.count });
          });
        }}
      />
      {summary.isPending && <Skeleton label="Loading the figures" rows={6} />}
      {open && (
        <PlaceTransactions
          side={side}
          range={range}
          place={open.place}
          title={open.title}
          total={open.total}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
    </DashboardFrame>
  );
}
