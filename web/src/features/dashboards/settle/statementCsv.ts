import type { SpendStatementOutput } from '@domain/api/spendStatement';
import { modeText } from '@domain/settlements/settlement';
import { fromPaise } from '@domain/spend/money';
import { toCsv } from '../csv';

/** The statement's CSV header: dates are ISO (YYYY-MM-DD), amounts are rupees as plain numbers. */
export const statementCsvHeader = [
  'Date (YYYY-MM-DD)',
  'Kind',
  'Places',
  'Allocated',
  'Claimed',
  'Approved',
  'Paid',
  'Recovered',
  'Change',
  'Reason',
  'State',
  'Mode',
  'Settlement reference',
] as const;

const amount = (paise: number | null): number | '' => (paise === null ? '' : fromPaise(paise));

/**
 * The statement as CSV (UTF-8 with BOM, formula-safe, as every export): the opening balance first (in
 * the Change column), then every row. Amounts are numbers, so each column sums in a spreadsheet: the
 * Change column (opening included) sums to the closing balance, the others to the statement's totals.
 */
export function statementCsv(statement: SpendStatementOutput): string {
  const rows: (string | number)[][] = [
    [
      `${statement.month}-01`,
      'Opening balance',
      '',
      '',
      '',
      '',
      '',
      '',
      fromPaise(statement.opening),
      '',
      '',
      '',
      '',
    ],
    ...statement.rows.map((row) => [
      row.date,
      row.kind === 'entry' ? 'Spend' : row.kind === 'settlement' ? 'Settlement' : 'Reversal',
      row.places.join('; '),
      amount(row.allocated),
      amount(row.claimed),
      amount(row.approved),
      amount(row.paid),
      amount(row.recovered),
      fromPaise(row.change),
      row.reason,
      row.state ?? '',
      row.mode ? modeText[row.mode] : '',
      row.reference,
    ]),
  ];
  return toCsv(statementCsvHeader, rows);
}
