import type { SpendStatementOutput } from '@domain/api/spendStatement';
import { personName } from '@domain/people/personName';
import { fromPaise } from '@domain/spend/money';
import { csvText } from '@domain/csv/csvText';
import { statementColumns } from './statementColumns';

/**
 * The statement's CSV header: dates are ISO (YYYY-MM-DD), amounts are rupees as plain numbers; the
 * person last, on every row, so several people's statements can be put together.
 */
export const statementCsvHeader = [...statementColumns('admin').map((column) => column.csvHeader), 'Person'];

/**
 * The statement as CSV (UTF-8 with BOM, formula-safe, as every export): the opening balance first (in
 * the Change column), then every row. Amounts are numbers, so each column sums in a spreadsheet: the
 * Change column (opening included) sums to the closing balance, the others to the statement's totals.
 */
export function statementCsv(statement: SpendStatementOutput): string {
  const name = personName(statement.person);
  const columns = statementColumns(statement.reader);
  const opening = columns.map((column, index) => {
    if (index === 0) return `${statement.month}-01`;
    if (column.csvHeader === 'Kind') return 'Opening balance';
    return column.total === 'change' || column.csvHeader === 'Balance' ? fromPaise(statement.opening) : '';
  });
  const rows = statement.rows.map((row) => [...columns.map((column) => column.csv(row)), name]);
  return csvText(statementCsvHeader, [[...opening, name], ...rows]);
}

/** The CSV's file name: 'Statement of spends - Asha Rao - 2026-11.csv'. */
export function statementFileName(statement: Pick<SpendStatementOutput, 'person' | 'month'>): string {
  const name = personName(statement.person).replace(/[\\/:*?"<>|]/g, '');
  return `Statement of spends - ${name} - ${statement.month}.csv`;
}
