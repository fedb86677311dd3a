import { csvText } from '../../csv/csvText.js';
import type { Voucher } from './vouchers.js';

/** Paise as rupees with two decimals, for a column a spreadsheet sums. */
export const rupeesText = (paise: number): string => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
};

export const journalCsvHeader = [
  'Date',
  'Voucher number',
  'Voucher type',
  'Ledger',
  'Debit',
  'Credit',
  'Narration',
];

/**
 * The month's journal as CSV (`csvText`, as every export): one row per line of each voucher, dated
 * YYYY-MM-DD, the amount in Debit or Credit (rupees, two decimals), so the Debit column sums to the
 * Credit column.
 */
export function journalCsv(vouchers: readonly Voucher[]): string {
  const rows = vouchers.flatMap((voucher) =>
    voucher.lines.map((line) => [
      voucher.day,
      voucher.number,
      voucher.type,
      line.ledger,
      line.paise > 0 ? rupeesText(line.paise) : '',
      line.paise < 0 ? rupeesText(-line.paise) : '',
      voucher.narration,
    ]),
  );
  return csvText(journalCsvHeader, rows, { lastLineBreak: true });
}
