import type { SpendRecordRow } from '@domain/api/spendRecords';
import { readAmount } from '@domain/spendTotals/aggregate';
import type { SpendSide } from '@domain/spend/sides';
import type { DataColumn } from '../../components/DataTable';
import { amountText, paiseText, placeText, spendDateText } from './dashboardText';
import { recordStateText } from './recordState';
import { sideScreens } from './sides';

type RecordColumn = DataColumn<SpendRecordRow>;
type Amount = keyof SpendRecordRow['amounts'];

const amountColumn = (header: string, amount: Amount): RecordColumn => ({
  header,
  cell: (row) => amountText(row.amounts[amount]),
});

const categoryColumns: RecordColumn[] = [
  amountColumn('Food', 'food'),
  amountColumn('Fuel', 'fuel'),
  amountColumn('Stay', 'stay'),
  amountColumn('Toll', 'toll'),
];

/** Remaining of one record, exact in paise (a bad value counts as 0, as in the totals). */
function remainingText(row: SpendRecordRow): string {
  return paiseText(readAmount(row.amounts.allocated).paise - readAmount(row.amounts.spent).paise);
}

/** 'Saved Spent Data': every record with who saved it, its state and its approved amount. */
export function savedRecordColumns(side: SpendSide): RecordColumn[] {
  return [
    { header: 'Transaction', cell: (row) => row.id },
    amountColumn('Allocated Amount', 'allocated'),
    amountColumn('Spent Amount', 'spent'),
    ...categoryColumns,
    { header: sideScreens[side].placeLabel, cell: (row) => placeText(side, row.place) },
    { header: 'Date', cell: (row) => spendDateText(side, row.date) },
    { header: 'Staff', cell: (row) => row.staff ?? '-' },
    { header: 'State', cell: (row) => recordStateText(row.state) },
    { header: 'Approved', cell: (row) => (row.approved === null ? '-' : amountText(row.approved)) },
  ];
}

/** One place's transactions, numbered from 1 across the pages (the page starts at firstIndex). */
export function placeTransactionColumns(side: SpendSide, firstIndex: number): RecordColumn[] {
  return [
    { header: 'Transaction #', cell: (_, index) => firstIndex + index + 1 },
    amountColumn('Allocated', 'allocated'),
    amountColumn('Spent', 'spent'),
    { header: 'Remaining', cell: remainingText },
    ...categoryColumns,
    { header: 'Date', cell: (row) => spendDateText(side, row.date) },
  ];
}
