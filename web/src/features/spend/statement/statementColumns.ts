import type { StatementRow } from '@domain/api/spendStatement';
import type { PostingKind } from '@domain/ledger/posting';
import { paiseText } from '@domain/settlements/balances';
import { directionText, modeText, type SettlementReader } from '@domain/settlements/settlement';
import { fromPaise } from '@domain/spend/money';
import type { DataColumn } from '../../../components/DataTable';
import { dayText } from '../../../components/spendEntry/entryText';

/** What each posting of a statement row records, in the statement's words. */
const eventText = {
  claim: 'Spend claimed',
  correction: 'Corrected and resent',
  approved: 'Approved',
  approvedLess: 'Approved for less',
  refused: 'Refused',
  reopened: 'Reopened',
  withdrawn: 'Withdrawn',
  advanceReversed: 'Advance reversed',
  settled: 'Settlement',
  settlementReversed: 'Settlement reversed',
  imported: 'Spend claimed',
  advancePaid: 'Advance paid',
  advanceReturned: 'Advance returned',
} as const satisfies Record<PostingKind, string>;

/**
 * 'Approved (spend of 15/10/2026)' when the spend's own day is not the row's; 'booked late, of
 * 20/10/2026' when its spend's month had closed; 'decided 03/11/2026' when it was decided on a later
 * day than the one it is dated (' on 03/11/2026' for a correction).
 */
export function rowKind(row: StatementRow): string {
  const what = row.event ? eventText[row.event] : row.kind === 'settlement' ? 'Settlement' : 'Spend';
  const spendOf = row.spendDay && row.spendDay !== row.date ? ` (spend of ${dayText(row.spendDay)})` : '';
  const late = row.lateFrom ? `, booked late, of ${dayText(row.lateFrom)}` : '';
  const made = row.madeOn ? `${row.event === 'correction' ? ' on' : ', decided'} ${dayText(row.madeOn)}` : '';
  return `${what}${spendOf}${late}${made}`;
}

/** A spend's places, or how a settlement moved the money in its reader's words ('Paid to you by UPI'). */
function placesOrHow(row: StatementRow, reader: SettlementReader): string {
  if (row.kind === 'entry') return row.places.join(', ');
  return `${row.direction ? directionText[reader][row.direction] : ''} by ${row.mode ? modeText[row.mode] : ''}`;
}

const money = (paise: number | null) => (paise === null ? '' : `${paise < 0 ? '-' : ''}${paiseText(paise)}`);
const number = (paise: number | null): number | '' => (paise === null ? '' : fromPaise(paise));

type Amount = 'allocated' | 'claimed' | 'approved' | 'paid' | 'recovered';

/** Right-aligns an amount on the page. */
const numberClass = 'statement__number';

/** One column of the statement: its header, its page cell and its CSV cell (one list for both). */
export interface StatementColumn extends DataColumn<StatementRow> {
  csvHeader: string;
  cell: (row: StatementRow) => string;
  csv: (row: StatementRow) => string | number;
  /** What the totals row shows under it, if anything. */
  total?: Amount | 'change';
}

const amountColumn = (header: string, key: Amount): StatementColumn => ({
  header,
  csvHeader: header,
  className: numberClass,
  cell: (row) => money(row[key]),
  csv: (row) => number(row[key]),
  total: key,
});

/** The statement's columns for its reader: its owner reads the settlements in the second person. */
export const statementColumns = (reader: SettlementReader): readonly StatementColumn[] => [
  { header: 'Day', csvHeader: 'Date (YYYY-MM-DD)', cell: (row) => dayText(row.date), csv: (row) => row.date },
  { header: 'What', csvHeader: 'Kind', cell: rowKind, csv: rowKind },
  {
    header: 'Places / settlement',
    csvHeader: 'Places',
    cell: (row) => placesOrHow(row, reader),
    csv: (row) => (row.kind === 'entry' ? row.places.join('; ') : placesOrHow(row, reader)),
  },
  amountColumn('Advance', 'allocated'),
  amountColumn('Claimed', 'claimed'),
  amountColumn('Approved', 'approved'),
  amountColumn('Paid', 'paid'),
  amountColumn('Recovered', 'recovered'),
  {
    header: 'Change',
    csvHeader: 'Change',
    className: numberClass,
    cell: (row) => money(row.change),
    csv: (row) => fromPaise(row.change),
    total: 'change',
  },
  {
    header: 'Balance',
    csvHeader: 'Balance',
    className: numberClass,
    cell: (row) => money(row.balance),
    csv: (row) => fromPaise(row.balance),
  },
  { header: 'Reason', csvHeader: 'Reason', cell: (row) => row.reason, csv: (row) => row.reason },
  {
    header: 'Reference',
    csvHeader: 'Settlement reference',
    cell: (row) => row.reference,
    csv: (row) => row.reference,
  },
];

export const statementMoney = money;
