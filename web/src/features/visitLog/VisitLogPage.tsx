import { useState } from 'react';
import type { VisitItem } from '@domain/api/visitItem';
import type { VisitKind } from '@domain/visitCodes';
import { csvText } from '@domain/csv/csvText';
import { csvFileName, downloadCsv } from '../../lib/csv';
import { fetchAllVisits, useVisitLog, type VisitFilter } from './api/listVisits';
import { FollowUpCounts } from './FollowUpCounts';
import { SheetState } from './SheetState';
import { useVisitFilter } from './useVisitFilter';
import { logColumns, placeWordOf } from './visitColumns';
import { VisitFilters } from './VisitFilters';
import { VisitPanel } from './VisitPanel';
import { visitScreens } from '../../components/visitScreens/visitScreens';
import { VisitsFrame } from '../../components/visitScreens/VisitsFrame';
import { VisitTable } from './VisitTable';
import './visitLog.css';

type VisitLog = ReturnType<typeof useVisitLog>;

async function exportLog(filter: VisitFilter): Promise<void> {
  const columns = logColumns(filter.kind);
  const visits = await fetchAllVisits(filter);
  const rows = visits.map((visit) => columns.map((column) => column.text(visit)));
  downloadCsv(
    csvFileName(`${filter.kind}-visits`, filter),
    csvText(
      columns.map((column) => column.label),
      rows,
    ),
  );
}

function ExportButton({ filter, disabled }: { filter: VisitFilter; disabled: boolean }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={disabled || state === 'busy'}
        onClick={() => {
          setState('busy');
          exportLog(filter).then(
            () => {
              setState('idle');
            },
            () => {
              setState('failed');
            },
          );
        }}
      >
        {state === 'busy' ? 'Exporting...' : 'Export CSV'}
      </button>
      {state === 'failed' && <p role="alert">The export failed. Please try again.</p>}
    </>
  );
}

/** The visits loaded so far, how many, and Load More while the log has further pages. */
function VisitLogList({
  kind,
  visits,
  log,
  onOpen,
}: {
  kind: VisitKind;
  visits: readonly VisitItem[];
  log: Pick<VisitLog, 'isFetching' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  onOpen: (visit: VisitItem, opener: HTMLElement) => void;
}) {
  return (
    <section className="dashboard__panel visits__panel" aria-label="Visits" aria-busy={log.isFetching}>
      <VisitTable
        caption={`${visitScreens[kind].logTitle}, newest first`}
        columns={logColumns(kind)}
        rows={visits}
        rowKey={(visit) => visit.id}
        onOpen={onOpen}
      />
      <p className="visits__count" aria-live="polite">
        Showing {visits.length} visit{visits.length === 1 ? '' : 's'}
      </p>
      {log.hasNextPage && (
        <button
          type="button"
          className="button visits__more"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading...' : 'Load More'}
        </button>
      )}
    </section>
  );
}

/** /salesvisits and /placementvisits: every visit of a kind, newest first, filtered, 20 at a time. */
export function VisitLogPage({ kind }: { kind: VisitKind }) {
  const { range, input, fields, update, setRange } = useVisitFilter(kind);
  const log = useVisitLog(input);
  const [open, setOpen] = useState<{ visit: VisitItem; opener: HTMLElement } | null>(null);
  const visits = log.data?.pages.flatMap((page) => page.visits) ?? [];
  const staff = log.data?.pages[0]?.staff ?? [];
  const filtered = Object.keys(input).length > 1;
  const close = () => {
    open?.opener.focus();
    setOpen(null);
  };
  return (
    <VisitsFrame kind={kind} title={visitScreens[kind].logTitle}>
      <SheetState kind={kind} />
      <FollowUpCounts counts={log.data?.pages[0]?.followUpCounts ?? []} />
      <VisitFilters
        key={`${fields.q}|${kind}`}
        kind={kind}
        range={range}
        fields={fields}
        staff={staff}
        onRange={setRange}
        onChange={update}
      />
      <div className="visits__actions">
        <ExportButton filter={input} disabled={visits.length === 0} />
      </div>
      {log.isPending && (
        <div className="visits-skeleton" aria-busy="true" aria-label="Loading visits">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="visits-skeleton__row" />
          ))}
        </div>
      )}
      {log.isError && (
        <div role="alert" className="visits__problem">
          <p>Could not load the visits.</p>
          <button type="button" className="button" onClick={() => void log.refetch()}>
            Retry
          </button>
        </div>
      )}
      {log.isSuccess && visits.length === 0 && (
        <p className="visits__empty">
          {filtered ? 'No visits match these filters.' : 'No visits recorded yet.'}
        </p>
      )}
      {visits.length > 0 && (
        <VisitLogList
          kind={kind}
          visits={visits}
          log={log}
          onOpen={(visit, opener) => {
            setOpen({ visit, opener });
          }}
        />
      )}
      {open && (
        <VisitPanel
          key={open.visit.id}
          kind={kind}
          placeKey={open.visit.placeKey}
          placeName={open.visit.place || `No ${placeWordOf(kind)}`}
          visitId={open.visit.id}
          onClose={close}
        />
      )}
    </VisitsFrame>
  );
}
