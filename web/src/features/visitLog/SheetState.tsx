import type { VisitKind } from '@domain/visitCodes';
import { useRetryVisitSheet, useVisitSheetState } from './api/visitSheetState';
import { SheetSpreadsheets } from './SheetSpreadsheets';

/** How many visits are still to reach the sheet, the latest reason it refused one, and Retry now. */
export function SheetState({ kind }: { kind: VisitKind }) {
  const state = useVisitSheetState({ kind });
  const retry = useRetryVisitSheet({ kind });
  if (state.isPending) return <p className="sheet-state">Checking the sheet...</p>;
  if (state.isError)
    return (
      <p className="sheet-state" role="alert">
        Could not check the sheet.
      </p>
    );
  const { enabled, pending, failed, lastError, tab, spreadsheet, cells, cellLimit, rotateAtShare } =
    state.data;
  if (!enabled) {
    return <p className="sheet-state">No sheet is set up: visits are kept here only.</p>;
  }
  const waiting = pending + failed;
  return (
    <section className={`sheet-state${failed > 0 ? ' sheet-state--failing' : ''}`} aria-label="Sheet">
      <p aria-live="polite">
        {waiting === 0
          ? 'Every visit is in the sheet.'
          : `${String(pending)} pending, ${String(failed)} failed to reach the sheet.`}
      </p>
      {tab && !spreadsheet && <p>Rows go to the tab ‘{tab}’.</p>}
      <SheetSpreadsheets state={state.data} />
      {cells !== undefined && cellLimit && rotateAtShare && cells >= rotateAtShare * cellLimit && (
        <p role="alert">
          The spreadsheet holds {cells.toLocaleString('en-IN')} of its {cellLimit.toLocaleString('en-IN')}{' '}
          cells: the next rows go to a new spreadsheet of their own month.
        </p>
      )}
      {lastError && (
        <p>
          Last error ({lastError.code}, {lastError.attempts} attempt{lastError.attempts === 1 ? '' : 's'}):{' '}
          {lastError.message}
        </p>
      )}
      {failed > 0 && (
        <button
          type="button"
          className="button"
          disabled={retry.isPending}
          onClick={() => {
            retry.mutate();
          }}
        >
          {retry.isPending ? 'Retrying...' : 'Retry now'}
        </button>
      )}
      {retry.isError && <p role="alert">Retry failed: {retry.error.message}</p>}
      {retry.data && (
        <p role="status">
          Tried {retry.data.tried}: {retry.data.synced} reached the sheet, {retry.data.failed} failed again.
        </p>
      )}
    </section>
  );
}
