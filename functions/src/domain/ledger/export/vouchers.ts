import { billsText } from '../billEvidence.js';
import { madeOnText } from '../lateBooking.js';
import { isMemoAccount, type LedgerLine } from '../lines.js';
import { monthOfDay } from '../monthClose.js';
import type { Posting, PostingKind } from '../posting.js';
import { modeText, type SettlementMode } from '../../settlements/settlement.js';
import { spendCount } from '../../spendEntries/spendCount.js';
import { dayText } from '../../time/orgTime.js';
import { ledgerOf, personLedgerName, type BooksNames, type LedgerGroup } from './ledgerNames.js';

/** A settlement as the narration names it: how the money moved and its reference (a UTR). */
export interface SettlementAsBooked {
  mode: SettlementMode;
  reference: string;
}

/** What the export of a month reads: its postings' lines, the books' names, its settlements' words. */
export interface MonthLedger {
  month: string;
  postings: readonly { id: string; posting: Posting }[];
  books: BooksNames;
  settlements: ReadonlyMap<string, SettlementAsBooked>;
}

export type VoucherType = 'Journal' | 'Payment' | 'Receipt';
/** One line of a voucher: a ledger, its group in the books, and signed whole paise (a debit positive). */
export interface VoucherLine {
  ledger: string;
  group: LedgerGroup;
  paise: number;
}
export interface Voucher {
  /** Stable: made from the posting's or the settlement's id, so the same month always numbers alike. */
  number: string;
  /** Tally's REMOTEID: importing the same voucher again alters it instead of adding a second one. */
  remoteId: string;
  type: VoucherType;
  day: string;
  party: string;
  narration: string;
  lines: VoucherLine[];
}

const entryKindText: Record<PostingKind, string> = {
  claim: 'Claimed',
  correction: 'Corrected',
  approved: 'Approved',
  approvedLess: 'Approved for less',
  refused: 'Refused',
  reopened: 'Reopened',
  withdrawn: 'Withdrawn',
  advanceReversed: 'Advance reversed',
  settled: 'Settled',
  settlementReversed: 'Settlement reversed',
  imported: 'Imported',
  advancePaid: 'Advance paid',
  advanceReturned: 'Advance returned',
};

const VOUCHER_PREFIX = 'FT-';
const REMOTE_PREFIX = 'field-tracker-';

/**
 * The book lines of postings as one voucher's lines: memo lines left out (a claim is not yet owed),
 * each ledger once (its lines summed), debits first; none when nothing moves in the books.
 */
function voucherLines(lines: readonly LedgerLine[], books: BooksNames): VoucherLine[] {
  const merged = new Map<string, VoucherLine>();
  for (const line of lines) {
    if (isMemoAccount(line.account)) continue;
    const ledger = ledgerOf(line.account, books);
    const kept = merged.get(ledger.name) ?? { ledger: ledger.name, group: ledger.group, paise: 0 };
    kept.paise += line.paise;
    merged.set(ledger.name, kept);
  }
  const moved = [...merged.values()].filter((line) => line.paise !== 0);
  return [...moved.filter((line) => line.paise > 0), ...moved.filter((line) => line.paise < 0)];
}

/** Payment or Receipt when money moved through Bank or Cash (by the person's side), else Journal. */
function voucherType(lines: readonly VoucherLine[], party: string): VoucherType {
  const moved = lines.some((line) => line.group === 'Bank Accounts' || line.group === 'Cash-in-Hand');
  if (!moved) return 'Journal';
  return (lines.find((line) => line.ledger === party)?.paise ?? 0) > 0 ? 'Payment' : 'Receipt';
}

function voucherOf(
  id: string,
  { day, party, narration, lines }: Pick<Voucher, 'day' | 'party' | 'narration' | 'lines'>,
): Voucher {
  const number = `${VOUCHER_PREFIX}${id}`;
  return {
    number,
    remoteId: `${REMOTE_PREFIX}${number}`,
    type: voucherType(lines, party),
    day,
    party,
    narration,
    lines,
  };
}

const partyOf = (posting: Posting, books: BooksNames): string =>
  books.people.get(posting.person) ?? personLedgerName({ uid: posting.person, email: posting.personEmail });

/** The books' names with the posting's person named as its party (kept, else as screens name them). */
const withParty = (books: BooksNames, posting: Posting, party: string): BooksNames =>
  books.people.has(posting.person)
    ? books
    : { ...books, people: new Map([...books.people, [posting.person, party]]) };

/** ' (booked late, of 20/10/2026)' for a posting a rebuild found after its month had closed. */
const lateText = (posting: Posting): string =>
  posting.lateFrom === undefined ? '' : ` (booked late, of ${dayText(posting.lateFrom)})`;

/**
 * An advance's payment or return: a Payment or Receipt between the person's advance ledger and Bank or
 * Cash, its narration saying how the money moved and what for (the posting's reason).
 */
function advanceVoucher(id: string, posting: Posting, books: BooksNames): Voucher | null {
  const party = partyOf(posting, books);
  const lines = voucherLines(posting.lines, withParty(books, posting, party));
  if (lines.length === 0) return null;
  const reason = posting.reason ? ` ${posting.reason}` : '';
  const narration = `${entryKindText[posting.kind]} ${posting.kind === 'advancePaid' ? 'to' : 'by'} ${party}${reason}${lateText(posting)}`;
  const voucher = voucherOf(id, { day: posting.day, party, narration, lines });
  return { ...voucher, type: posting.kind === 'advancePaid' ? 'Payment' : 'Receipt' };
}

function entryVoucher(id: string, posting: Posting, books: BooksNames): Voucher | null {
  if (posting.advanceId !== undefined) return advanceVoucher(id, posting, books);
  const party = partyOf(posting, books);
  const lines = voucherLines(posting.lines, withParty(books, posting, party));
  if (lines.length === 0) return null;
  const places = posting.places.map((share) => share.place);
  const where = places.length > 0 ? ` at ${places.join(', ')}` : '';
  const reason = posting.reason ? `: ${posting.reason}` : '';
  const spendDay = dayText(posting.spendDay ?? posting.day);
  const bills = billsText(posting.bills);
  const evidence = bills === '' ? '' : `; ${bills}`;
  const narration = `${entryKindText[posting.kind]}${madeOnText(posting)}: ${party}'s spend of ${spendDay}${where}${reason}${lateText(posting)}${evidence}`;
  return voucherOf(id, { day: posting.day, party, narration, lines });
}

interface SettlementGroup {
  settlementId: string;
  reversal: boolean;
  first: Posting;
  lines: LedgerLine[];
  spends: number;
}

function settlementVoucher(group: SettlementGroup, month: MonthLedger): Voucher | null {
  const posting = group.first;
  const party = partyOf(posting, month.books);
  const lines = voucherLines(group.lines, withParty(month.books, posting, party));
  if (lines.length === 0) return null;
  const settlement = month.settlements.get(group.settlementId);
  const personPaise = lines.find((line) => line.ledger === party)?.paise ?? 0;
  const how = settlement ? ` by ${modeText[settlement.mode]}` : '';
  const reference = settlement?.reference ? `, reference ${settlement.reference}` : '';
  const spends = spendCount(group.spends);
  const what = personPaise >= 0 ? `Paid to ${party}` : `Recovered from ${party}`;
  const reason = posting.reason ? `: ${posting.reason}` : '';
  const narration = group.reversal
    ? `Reversal of the settlement with ${party}${how}${reference}, ${spends}${reason}${lateText(posting)}`
    : `${what}${how}${reference}, ${spends}${lateText(posting)}`;
  const id = `${group.reversal ? 'SR' : 'S'}-${group.settlementId}`;
  return voucherOf(id, { day: posting.day, party, narration, lines });
}

/**
 * The vouchers of a month, read from its postings' lines alone, in the order of their day and then
 * their number: a spend's posting is one voucher; a settlement's postings (one per spend it settled)
 * are one Payment or Receipt voucher (a Journal when adjusted against the advances), its reversal one
 * more. Postings whose lines move nothing in the books (a claim, a correction while waiting) make none.
 */
export function monthVouchers(month: MonthLedger): Voucher[] {
  const vouchers: Voucher[] = [];
  const groups = new Map<string, SettlementGroup>();
  const sorted = [...month.postings].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const { id, posting } of sorted) {
    if (monthOfDay(posting.day) !== month.month) continue;
    if (posting.settlementId === undefined) {
      const voucher = entryVoucher(id, posting, month.books);
      if (voucher) vouchers.push(voucher);
      continue;
    }
    const reversal = posting.kind === 'settlementReversed';
    const key = `${reversal ? 'SR' : 'S'}|${posting.settlementId}`;
    const group = groups.get(key);
    if (group) {
      group.lines.push(...posting.lines);
      group.spends += 1;
    } else {
      const lines = [...posting.lines];
      groups.set(key, { settlementId: posting.settlementId, reversal, first: posting, lines, spends: 1 });
    }
  }
  for (const group of groups.values()) {
    const voucher = settlementVoucher(group, month);
    if (voucher) vouchers.push(voucher);
  }
  return vouchers.sort(
    (a, b) => a.day.localeCompare(b.day) || (a.number < b.number ? -1 : a.number > b.number ? 1 : 0),
  );
}
