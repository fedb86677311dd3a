import type { SpendStatementOutput } from '@domain/api/spendStatement';
import { balanceText } from '@domain/settlements/balances';
import { DataTable } from '../../../components/DataTable';
import { personText } from '../../../components/spendEntry/entryText';
import { readEnv } from '../../../config/env';
import { StatementAdvances } from './StatementAdvances';
import { statementColumns, statementMoney as money } from './statementColumns';

function monthTitle(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (number ?? 1) - 1, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The statement as printed: the organisation, whose and which month, the balances and the postings
 * with their totals, then the advances the person held.
 */
export function StatementSheet({ data, month }: { data: SpendStatementOutput; month: string }) {
  const name = personText(data.person);
  const columns = statementColumns(data.reader);
  const balance = (paise: number) => balanceText(name, paise, undefined, data.reader);
  return (
    <article className="statement__page" aria-label="Statement">
      <p className="statement__org">{readEnv().VITE_ORG_NAME}</p>
      <h1>
        Statement of spends: {name}, {monthTitle(month)}
      </h1>
      <p>
        Opening balance: <strong data-testid="statement-opening">{money(data.opening)}</strong> (
        {balance(data.opening)})
      </p>
      <DataTable
        className="statement__table"
        columns={columns}
        rows={data.rows}
        rowKey={(row) => `${row.kind}-${row.id}`}
        emptyText="No spends or settlements this month."
        footer={
          <tr data-testid="statement-totals">
            <th scope="row" colSpan={3}>
              Totals
            </th>
            {columns.slice(3).map((column) => (
              <td key={column.header} className={column.className}>
                {column.total ? money(data.totals[column.total]) : ''}
              </td>
            ))}
          </tr>
        }
      />
      <p>
        Closing balance: <strong data-testid="statement-closing">{money(data.closing)}</strong> (
        {balance(data.closing)})
      </p>
      <StatementAdvances data={data} />
    </article>
  );
}
