import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { downloadCsv } from '../../../lib/csv';
import { useStatement } from '../api/spendStatement';
import { statementCsv, statementFileName } from './statementCsv';
import { StatementSheet } from './StatementSheet';
import { useToday } from '../../../lib/useToday';
import { useUrlChoices } from '../../../lib/useUrlChoices';
import './statement.css';

/**
 * A person's monthly statement, printable (A4, no navigation, page numbers, the organisation's name)
 * and as CSV: opening balance, every posting of the month by the day it happened (a spend claimed, a
 * decision, a settlement or its reversal; a later decision names the spend's own day), the totals and
 * the closing balance. The page and the CSV read one column list (statementColumns). Admins at /statement?uid=...&month=YYYY-MM, staff their own at /mystatement.
 */
function Statement({ uid, back }: { uid: string | undefined; back: string }) {
  const { committed, shown, choose } = useUrlChoices();
  const today = useToday();
  const month = committed.get('month') ?? today.slice(0, 7);
  const statement = useStatement(uid, month);
  const data = statement.data;
  return (
    <section className="statement">
      <header className="statement__tools">
        <Link className="button" to={back}>
          Back
        </Link>
        <label className="field__label" htmlFor="statement-month">
          Month
        </label>
        <input
          id="statement-month"
          type="month"
          className="field__input"
          value={shown.get('month') ?? month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) choose({ month: event.target.value });
          }}
        />
        <button
          type="button"
          className="button"
          disabled={!data}
          onClick={() => {
            window.print();
          }}
        >
          Print
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!data}
          onClick={() => {
            if (data) downloadCsv(statementFileName(data), statementCsv(data));
          }}
        >
          Download CSV
        </button>
      </header>
      {statement.isPending && <p aria-busy="true">Loading the statement...</p>}
      {statement.isError && (
        <div role="alert">
          <p>{statement.error.message}</p>
          <button type="button" className="button" onClick={() => void statement.refetch()}>
            Retry
          </button>
        </div>
      )}
      {data && <StatementSheet data={data} month={month} />}
    </section>
  );
}

/** /statement: an admin's view of anyone's statement. */
export function StatementPage() {
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? undefined;
  return <Statement uid={uid} back={uid ? `${paths.settle}?uid=${encodeURIComponent(uid)}` : paths.settle} />;
}

/** /mystatement: staff's own statement. */
export function MyStatementPage() {
  return <Statement uid={undefined} back={paths.mySpends} />;
}
