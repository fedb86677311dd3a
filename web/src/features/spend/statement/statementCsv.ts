import type { SpendStatementOutput } from '@domain/api/spendStatement';
import { fromPaise } from '@domain/spend/money';
import { toCsv } from '../../../lib/csv';
import { statementColumns } from './statementColumns';

/** The statement's CSV header: dates are ISO (YYYY-MM-DD), amounts are rupees as plain numbers. */
export const statementCsvHeader = statementColumns.map((column) => column.csvHeader);

/**
 * The statement as CSV (UTF-8 with BOM, formula-safe, as every export): the opening balance first (in
 * the Change column), then every row. Amounts are numbers, so each column sums in a spreadsheet: the
 * Change column (opening included) sums to the closing balance, the others to the statement's totals.
 */
export function statementCsv(statement: SpendStatementOutput): string {
  const opening = statementColumns.map((column, index) => {
    if (index === 0) return `${statement.month}-01`;
    if (column.csvHeader === 'Kind') return 'Opening balance';
    return column.total === 'change' ? fromPaise(statement.opening) : '';
  });
  const rows = statement.rows.map((row) => statementColumns.map((column) => column.csv(row)));
  return toCsv(statementCsvHeader, [opening, ...rows]);
}
