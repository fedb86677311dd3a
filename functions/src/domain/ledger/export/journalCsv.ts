import type { Voucher } from './vouchers.js';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';
/** Characters that make a spreadsheet read a cell as a formula: such a cell gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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
 * The month's journal as CSV (UTF-8 with BOM, formula-safe, as every export): one row per line of each
 * voucher, dated YYYY-MM-DD, the amount in Debit or Credit (rupees, two decimals), so the Debit column
 * sums to the Credit column.
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
  const csvRows = rows.map((row) =>
    row.map((value, index) => (index === 4 || index === 5 ? value : cell(value))).join(','),
  );
  return `${BOM}${[journalCsvHeader.map(cell).join(','), ...csvRows].join('\r\n')}\r\n`;
}
