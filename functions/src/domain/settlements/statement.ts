import type { StatementRow, StatementTotals } from '../api/spendStatement.js';

/**
 * The columns a statement totals. A statement is read from the book's postings dated in its month
 * (services/settlements/statement.ts, decisions 024 and 031): each row's change is approved - advance -
 * paid + recovered, so its opening balance plus its rows' changes is its closing balance, the next
 * month's opening balance.
 */
export const statementColumns = ['allocated', 'claimed', 'approved', 'paid', 'recovered', 'change'] as const;

/** The first and last day of a month 'YYYY-MM'. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 0, number ?? 1, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${String(year + 1)}-01` : `${String(year)}-${String(number + 1).padStart(2, '0')}`;
}

export function statementTotals(rows: readonly StatementRow[]): StatementTotals {
  const totals: StatementTotals = { allocated: 0, claimed: 0, approved: 0, paid: 0, recovered: 0, change: 0 };
  for (const row of rows) for (const column of statementColumns) totals[column] += row[column] ?? 0;
  return totals;
}
