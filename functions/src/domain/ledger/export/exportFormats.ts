import { monthText } from '../monthClose.js';

/** What the month goes to the accountant as: a Tally Prime XML import, or a CSV journal. */
export const exportFormats = ['tally', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportFormatText: Record<ExportFormat, string> = {
  tally: 'Tally XML',
  csv: 'CSV journal',
};

export const exportContentTypes: Record<ExportFormat, string> = {
  tally: 'application/xml;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
};

/** field-tracker-2026-10-tally.xml, field-tracker-2026-10-journal.csv */
export const exportFileName = (month: string, format: ExportFormat): string =>
  format === 'tally' ? `field-tracker-${month}-tally.xml` : `field-tracker-${month}-journal.csv`;

export const exportMessages = {
  notClosed: (month: string) =>
    `${monthText(month)} is not closed: close it on Settle first, so what the accountant gets never changes.`,
  format: `Choose the format: ${exportFormats.join(' or ')}.`,
} as const;
