import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardText } from './dashboardText';
import type { SpendSide } from '@domain/spend/sides';
import { Skeleton } from '../../components/Skeleton';
import { useSpendSummary } from './api/spendSummary';
import { useVisitPipeline } from './visits/api/visitPipeline';
import { csvFileName, downloadCsv, toCsv } from '../../lib/csv';
import { DashboardFrame } from './DashboardFrame';
import { rangeSearch, useDateRange } from './dateRange';
import { PlaceTransactions } from './PlaceTransactions';
import { placeCells, placeColumns } from './placeRows';
import { RangeFilter } from './RangeFilter';
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
  const header = placeColumns(screens.placeLabel);
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
              toCsv(
                header,
                places.map((row) => placeCells(side, row, visitsLogged)),
              ),
            );
          }}
        >
          Export CSV
        </button>
      </div>
      {summary.isError && <p role="alert">Could not load the figures. They are retried every 15 seconds.</p>}
      <table className="data-table data-table--rows">
        <thead>
          <tr>
            {header.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.isSuccess && places.length === 0 && (
            <tr>
              <td colSpan={header.length}>{dashboardText.noData}</td>
            </tr>
          )}
          {places.map((row) => {
            const cells = placeCells(side, row, visitsLogged);
            const show = () => {
              setOpen({ place: row.place, title: cells[0] ?? '', total: row.totals.count });
            };
            return (
              <tr
                key={row.place ?? ''}
                tabIndex={0}
                aria-label={`${cells[0] ?? ''}: show transactions`}
                onClick={show}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  // Else the key's press would land on the dialog's first button (its X) and close it.
                  event.preventDefault();
                  show();
                }}
              >
                {cells.map((cell, index) => (
                  <td key={header[index]}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
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
