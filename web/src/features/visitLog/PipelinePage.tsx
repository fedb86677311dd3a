import { useState } from 'react';
import type { PipelineRow } from '@domain/api/visitPipeline';
import type { VisitKind } from '@domain/visitCodes';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { csvText } from '@domain/csv/csvText';
import { downloadCsv } from '../../lib/csv';
import { useVisitPipeline } from './api/visitPipeline';
import { CheckCounts } from './CheckCounts';
import { FollowUpCounts } from './FollowUpCounts';
import { PipelineFilters } from './PipelineFilters';
import { lastVisitors, sortChoices, viewRows, type PipelineSort } from './pipelineView';
import { usePipelineView } from './usePipelineView';
import { pipelineColumns, placeWordOf, stageCounts, type Column } from './visitColumns';
import { VisitPanel } from './VisitPanel';
import { visitScreens } from '../../components/visitScreens/visitScreens';
import { VisitsFrame } from '../../components/visitScreens/VisitsFrame';
import { VisitTable } from './VisitTable';
import './visitLog.css';

/** One colour for every stage bar: the count is the message, not the colour. */
const STAGE_COLOR = '#0072B2';

function sortText(kind: VisitKind, sort: PipelineSort): string {
  return (sortChoices(kind).find((choice) => choice.value === sort)?.label ?? '').toLowerCase();
}

/** How many of the given places stand at each stage (each phase, for sales), as a bar chart. */
function StageChart({ kind, rows }: { kind: VisitKind; rows: readonly PipelineRow[] }) {
  return (
    <ChartFigure
      counts
      title={`${placeWordOf(kind)}s by ${kind === 'sales' ? 'phase' : 'stage'} (${String(rows.length)} in all)`}
      bars={stageCounts(kind, rows).map(({ stage, count }) => ({
        label: stage,
        value: count,
        color: STAGE_COLOR,
      }))}
    />
  );
}

/** The rows as shown (filtered and sorted), as a CSV file with the table's columns. */
function PipelineExport({
  kind,
  columns,
  rows,
}: {
  kind: VisitKind;
  columns: readonly Column<PipelineRow>[];
  rows: readonly PipelineRow[];
}) {
  return (
    <div className="visits__actions">
      <button
        type="button"
        className="button"
        onClick={() => {
          downloadCsv(
            `${kind}-pipeline.csv`,
            csvText(
              columns.map((column) => column.label),
              rows.map((row) => columns.map((column) => column.text(row))),
            ),
          );
        }}
      >
        Export CSV
      </button>
    </div>
  );
}

/** /salespipeline and /placementpipeline: one row per place at its latest visit, with the stage counts. */
export function PipelinePage({ kind }: { kind: VisitKind }) {
  const pipeline = useVisitPipeline({ kind });
  const [open, setOpen] = useState<{ row: PipelineRow; opener: HTMLElement } | null>(null);
  const { view, chosen, change } = usePipelineView(kind);
  const all = pipeline.data?.places ?? [];
  const ofStaff = view.staff ? viewRows(kind, all, { ...view, stage: '' }) : all;
  const rows = viewRows(kind, all, view);
  const sortLabel = sortText(kind, view.sort);
  const columns = pipelineColumns(kind, pipeline.dataUpdatedAt);
  const place = placeWordOf(kind);
  return (
    <VisitsFrame kind={kind} title={visitScreens[kind].pipelineTitle}>
      {pipeline.isPending && <p aria-busy="true">Loading the pipeline...</p>}
      {pipeline.isError && (
        <div role="alert" className="visits__problem">
          <p>Could not load the pipeline.</p>
          <button type="button" className="button" onClick={() => void pipeline.refetch()}>
            Retry
          </button>
        </div>
      )}
      {pipeline.isSuccess && all.length === 0 && <p className="visits__empty">No visits recorded yet.</p>}
      <FollowUpCounts counts={pipeline.data?.followUpCounts ?? []} />
      <CheckCounts counts={pipeline.data?.checkCounts ?? []} />
      {all.length > 0 && (
        <PipelineFilters kind={kind} view={chosen} staff={lastVisitors(all)} onChange={change} />
      )}
      {all.length > 0 && rows.length === 0 && (
        <p className="visits__empty">No {place.toLowerCase()}s match these filters.</p>
      )}
      {rows.length > 0 && (
        <>
          <StageChart kind={kind} rows={ofStaff} />
          <PipelineExport kind={kind} columns={columns} rows={rows} />
          <section className="dashboard__panel visits__panel" aria-label="Pipeline">
            <VisitTable
              caption={`${visitScreens[kind].pipelineTitle}, sorted by ${sortLabel}`}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.key}
              onOpen={(row, opener) => {
                setOpen({ row, opener });
              }}
            />
          </section>
        </>
      )}
      {open && (
        <VisitPanel
          key={open.row.key}
          kind={kind}
          placeKey={open.row.key}
          placeName={open.row.name}
          onClose={() => {
            open.opener.focus();
            setOpen(null);
          }}
        />
      )}
    </VisitsFrame>
  );
}
