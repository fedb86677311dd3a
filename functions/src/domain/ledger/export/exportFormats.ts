import { monthText } from '../monthClose.js';

/**
 * What the month goes to the accountant as: a Tally Prime XML import of its vouchers, the Tally import
 * of the ledger masters they use (imported first), or a CSV journal.
 */
export const exportFormats = ['tally', 'tally-masters', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportFormatText: Record<ExportFormat, string> = {
  tally: 'Tally XML',
  'tally-masters': 'Tally ledger masters',
  csv: 'CSV journal',
};

export const exportContentTypes: Record<ExportFormat, string> = {
  tally: 'application/xml;charset=utf-8',
  'tally-masters': 'application/xml;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
};

/** field-tracker-2026-10-tally.xml, field-tracker-2026-10-tally-masters.xml, field-tracker-2026-10-journal.csv */
export const exportFileName = (month: string, format: ExportFormat): string =>
  format === 'csv' ? `field-tracker-${month}-journal.csv` : `field-tracker-${month}-${format}.xml`;

export const exportMessages = {
  notClosed: (month: string) =>
    `${monthText(month)} is not closed: close it on Settle first, so what the accountant gets never changes.`,
  format: `Choose the format: ${exportFormats.slice(0, -1).join(', ')} or ${exportFormats.at(-1) ?? ''}.`,
} as const;
