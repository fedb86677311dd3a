import type { BillReading } from '@domain/bills/readBillText';
import { fromPaise } from '@domain/spend/money';
import { rupeeText } from '@domain/spendEntries/rupees';

type Read = Extract<BillReading, { status: 'read' }>;

/** '12/11' of '2026-11-12'. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Words of the bill reader in the Spent dialog. */
export const readingText = {
  reading: (name: string) => `Reading ${name}...`,
  unreadable: 'Could not read this photo',
  /** 'Read from the bill: ₹1,234.00 on 12/11 at Hotel Sai'. */
  read: ({ totalPaise, day, seller }: Read) =>
    [
      'Read from the bill:',
      totalPaise === undefined ? '' : rupeeText(fromPaise(totalPaise)),
      day === undefined ? '' : `on ${shortDay(day)}`,
      seller === undefined ? '' : `at ${seller}`,
    ]
      .filter((part) => part !== '')
      .join(' '),
  doubt: 'Check this amount against the bill: the photo was hard to read.',
  /** 'Read from 2 bills: ₹2,000.00 in all'. */
  sum: (count: number, paise: number) =>
    `Read from ${String(count)} bills: ${rupeeText(fromPaise(paise))} in all`,
  use: 'Use',
  useLabel: (what: string) => `Use ${what}`,
} as const;
