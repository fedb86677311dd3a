import type { SpendStatementOutput, StatementAdvanceRow } from '@domain/api/spendStatement';
import type { SettlementReader } from '@domain/settlements/settlement';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { dayText } from '../../../components/spendEntry/entryText';
import { statementMoney as money } from './statementColumns';

/** What moved what the person holds, in its reader's words. */
const eventText = {
  owner: {
    paid: 'Advance paid to you',
    used: 'Used by an approved spend',
    unused: 'Given back by a reopened spend',
    returned: 'You returned',
  },
  admin: {
    paid: 'Advance paid to them',
    used: 'Used by an approved spend',
    unused: 'Given back by a reopened spend',
    returned: 'They returned',
  },
} as const satisfies Record<SettlementReader, Record<StatementAdvanceRow['event'], string>>;

const columns = (reader: SettlementReader): readonly DataColumn<StatementAdvanceRow>[] => [
  { header: 'Day', cell: (row) => dayText(row.date), cardLabel: true },
  {
    header: 'What',
    cell: (row) =>
      `${eventText[reader][row.event]}${row.lateFrom ? `, booked late, of ${dayText(row.lateFrom)}` : ''}`,
    cardLabel: true,
  },
  { header: 'For', cell: (row) => row.reason, cardLabel: true },
  { header: 'Change', cell: (row) => money(row.change), className: 'statement__number', cardLabel: true },
  { header: 'Held after', cell: (row) => money(row.held), className: 'statement__number', cardLabel: true },
];

/**
 * The advances the person held over the month: each payment, use and return with what they held
 * after it. Left out for a month in which they held none and none moved.
 */
export function StatementAdvances({ data }: { data: SpendStatementOutput }) {
  const { advances } = data;
  if (advances.opening === 0 && advances.rows.length === 0) return null;
  return (
    <section aria-labelledby="statement-advances" data-testid="statement-advances">
      <h2 id="statement-advances">Advances</h2>
      <p>
        Held at the start: <strong>{money(advances.opening)}</strong>
      </p>
      <DataTable
        className="statement__table"
        columns={columns(data.reader)}
        rows={advances.rows}
        rowKey={(row) => `${row.date}-${row.event}-${String(row.held)}-${String(row.change)}`}
        emptyText="No advance paid, used or returned this month."
      />
      <p>
        Held at the end: <strong data-testid="statement-advances-closing">{money(advances.closing)}</strong>
      </p>
    </section>
  );
}
