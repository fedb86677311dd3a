import type { SpendRecordRow } from '@domain/api/spendRecords';
import { csvId, csvText } from '@domain/csv/csvText';
import type { SpendSide } from '@domain/spend/sides';
import { amountText, placeText, spendDateText } from './dashboardText';
import { sideScreens } from './sides';

const tableColumns = ['Transaction', 'Allocated Amount', 'Spent Amount', 'Food', 'Fuel', 'Stay', 'Toll'];

/**
 * A side's spent records as the dashboard's CSV: the transaction's id as it is (it names the record),
 * its amounts, its place and its date.
 */
export function spentCsv(side: SpendSide, rows: readonly SpendRecordRow[]): string {
  const header = [...tableColumns, sideScreens[side].placeLabel, 'Date'];
  const cells = rows.map((row) => [
    csvId(row.id),
    ...(['allocated', 'spent', 'food', 'fuel', 'stay', 'toll'] as const).map((field) =>
      amountText(row.amounts[field]),
    ),
    placeText(side, row.place),
    spendDateText(side, row.date),
  ]);
  return csvText(header, cells);
}
