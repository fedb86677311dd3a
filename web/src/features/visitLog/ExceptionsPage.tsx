import { Link } from 'react-router';
import type { VisitExceptionRow, VisitExceptionsOutput } from '@domain/api/visitExceptions';
import type { ExceptionKind } from '@domain/visits/location/checkFilters';
import { exceptionKinds } from '@domain/visits/location/checkFilters';
import type { VisitKind } from '@domain/visitCodes';
import { RangeFilter } from '../../components/RangeFilter';
import { visitScreens } from '../../components/visitScreens/visitScreens';
import { VisitsFrame } from '../../components/visitScreens/VisitsFrame';
import { useDateRange } from '../../lib/dateRange';
import { dayTextOf } from '../../lib/dayText';
import { checkFilterText } from '../../lib/visitCheckText';
import { useVisitExceptions } from './api/visitExceptions';
import './visitLog.css';

/** The visit log narrowed to one rep, the days counted and one exception: what a count stands for. */
export function exceptionLink(
  kind: VisitKind,
  { from, to }: Pick<VisitExceptionsOutput, 'from' | 'to'>,
  uid: string,
  check: ExceptionKind,
): string {
  const params = new URLSearchParams({ from, to, staff: uid, check });
  return `${visitScreens[kind].log}?${params.toString()}`;
}

function ExceptionCell({
  kind,
  range,
  row,
  check,
}: {
  kind: VisitKind;
  range: Pick<VisitExceptionsOutput, 'from' | 'to'>;
  row: VisitExceptionRow;
  check: ExceptionKind;
}) {
  const count = row[check];
  const label = checkFilterText[check];
  return (
    <td data-label={label}>
      {count === 0 ? (
        '0'
      ) : (
        <Link
          className="exceptions__link"
          to={exceptionLink(kind, range, row.uid, check)}
          aria-label={`${String(count)} ${label} visits by ${row.label}`}
        >
          {String(count)}
        </Link>
      )}
    </td>
  );
}

function ExceptionsTable({ kind, data }: { kind: VisitKind; data: VisitExceptionsOutput }) {
  return (
    <section className="dashboard__panel visits__panel" aria-label="Exceptions by rep">
      <table className="exceptions__table">
        <caption>
          Visits by rep, {dayTextOf(data.from)} to {dayTextOf(data.to)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Rep</th>
            <th scope="col">Visits</th>
            {exceptionKinds.map((check) => (
              <th scope="col" key={check}>
                {checkFilterText[check]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.uid}>
              <th scope="row">{row.label}</th>
              <td data-label="Visits">{String(row.visits)}</td>
              {exceptionKinds.map((check) => (
                <ExceptionCell key={check} kind={kind} range={data} row={row} check={check} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /salesexceptions and /placementexceptions: per rep, the visits of some days (the last 30 unless
 * chosen) that are Far, Too fast, with no location or beside a pin not accepted, each count a link to
 * the log showing those visits.
 */
export function ExceptionsPage({ kind }: { kind: VisitKind }) {
  const [range, setRange] = useDateRange();
  const exceptions = useVisitExceptions({ kind, ...range });
  const data = exceptions.data;
  return (
    <VisitsFrame kind={kind} title={visitScreens[kind].exceptionsTitle}>
      <div className="dashboard__toolbar visits__filters">
        <RangeFilter key={`${range.from ?? ''}|${range.to ?? ''}`} range={range} onChange={setRange} />
      </div>
      {range.from === undefined && range.to === undefined && data && (
        <p className="visits__count">
          The last 30 days: {dayTextOf(data.from)} to {dayTextOf(data.to)}
        </p>
      )}
      {exceptions.isPending && <p aria-busy="true">Loading the exceptions...</p>}
      {exceptions.isError && (
        <div role="alert" className="visits__problem">
          <p>Could not load the exceptions.</p>
          <button type="button" className="button" onClick={() => void exceptions.refetch()}>
            Retry
          </button>
        </div>
      )}
      {data && data.rows.length === 0 && <p className="visits__empty">No visits on these days.</p>}
      {data && data.rows.length > 0 && <ExceptionsTable kind={kind} data={data} />}
    </VisitsFrame>
  );
}
