import { modeText, type SettlementMode } from '../../settlements/settlement.js';
import { monthOfDay } from '../monthClose.js';
import type { Posting, PostingKind } from '../posting.js';
import { addAmounts, zeroAmounts, type PostingAmounts } from '../postingAmounts.js';
import { splitOverHeads } from './headSplit.js';
import { expenseHeads, personLedgerName, type ExpenseHead, type LedgerNames } from './ledgerNames.js';

/** A spend as it was claimed when a posting booked it: its expense heads' weights and its places. */
export interface SpendAsBooked {
  weights: Record<ExpenseHead, number>;
  places: readonly string[];
}

/** A settlement as the export names it: how the money moved and its reference (a UTR). */
export interface SettlementAsBooked {
  mode: SettlementMode;
  reference: string;
}

/** What the export of a month reads: its postings, and what they point at. */
export interface MonthLedger {
  month: string;
  postings: readonly { id: string; posting: Posting }[];
  /** Per posting id of a spend (not a settlement), the spend as claimed when the posting was booked. */
  spends: ReadonlyMap<string, SpendAsBooked>;
  settlements: ReadonlyMap<string, SettlementAsBooked>;
  names: LedgerNames;
  /** Each person's ledger by uid (`ledger_names/people`); a person with none is named as screens name them. */
  people?: ReadonlyMap<string, string>;
}

export type VoucherType = 'Journal' | 'Payment' | 'Receipt';
/** One line of a voucher: a ledger and signed whole paise, positive for a debit. */
export interface VoucherLine {
  ledger: string;
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
};

/** 2026-10-15 -> 15/10/2026. */
const dayText = (day: string): string => day.split('-').reverse().join('/');
const VOUCHER_PREFIX = 'FT-';
const REMOTE_PREFIX = 'field-tracker-';

/** Whether the posting moves anything the books keep (a claim alone does not: nothing is owed yet). */
const movesBooks = (amounts: PostingAmounts): boolean =>
  amounts.approved !== 0 || amounts.advance !== 0 || amounts.paid !== 0 || amounts.recovered !== 0;

/**
 * The lines of a voucher for amounts booked to one person: the approved amount debited to the expense
 * heads, the advance credited to the advances held, what was paid or recovered credited to where the
 * money moved, and the person's ledger takes the difference. So every voucher balances by construction,
 * and the person's ledger moves by what their balance in the app moved (with the opposite sign: a
 * credit is what the organisation owes them).
 */
function voucherLines(
  amounts: PostingAmounts,
  person: string,
  weights: Record<ExpenseHead, number>,
  counter: string,
  names: LedgerNames,
): VoucherLine[] {
  const heads = splitOverHeads(amounts.approved, weights);
  const moved = amounts.paid - amounts.recovered;
  const raw: VoucherLine[] = [
    ...expenseHeads.map((head) => ({ ledger: names[head], paise: heads[head] })),
    { ledger: names.advances, paise: -amounts.advance },
    { ledger: counter, paise: -moved },
    { ledger: person, paise: amounts.advance - amounts.approved + moved },
  ];
  const merged = new Map<string, number>();
  for (const line of raw) merged.set(line.ledger, (merged.get(line.ledger) ?? 0) + line.paise);
  const lines = [...merged].flatMap(([ledger, paise]) => (paise === 0 ? [] : [{ ledger, paise }]));
  return [...lines.filter((line) => line.paise > 0), ...lines.filter((line) => line.paise < 0)];
}

const counterLedger = (mode: SettlementMode | undefined, names: LedgerNames): string =>
  mode === 'cash' ? names.cash : mode === 'adjusted' ? names.advances : names.bank;

function voucherType(
  lines: readonly VoucherLine[],
  person: string,
  counter: string,
  names: LedgerNames,
): VoucherType {
  if (counter === names.advances || !lines.some((line) => line.ledger === counter)) return 'Journal';
  const personLine = lines.find((line) => line.ledger === person);
  return (personLine?.paise ?? 0) > 0 ? 'Payment' : 'Receipt';
}

/** A voucher numbered from a ledger id (`FT-{id}`), so the same month always numbers alike. */
function voucherOf(
  id: string,
  {
    day,
    person,
    counter,
    narration,
    lines,
  }: {
    day: string;
    person: string;
    counter: string;
    narration: string;
    lines: VoucherLine[];
  },
  names: LedgerNames,
): Voucher {
  const number = `${VOUCHER_PREFIX}${id}`;
  return {
    number,
    remoteId: `${REMOTE_PREFIX}${number}`,
    type: voucherType(lines, person, counter, names),
    day,
    party: person,
    narration,
    lines,
  };
}

function entryVoucher(id: string, posting: Posting, month: MonthLedger): Voucher | null {
  const spend = month.spends.get(id);
  const person = personLedgerName({
    uid: posting.person,
    email: posting.personEmail,
    name: month.people?.get(posting.person),
  });
  const weights = spend?.weights ?? { food: 0, fuel: 0, stay: 0, toll: 0, other: 0 };
  const counter = month.names.bank;
  const lines = voucherLines(posting.amounts, person, weights, counter, month.names);
  if (lines.length === 0) return null;
  const places = spend?.places ?? posting.places.map((share) => share.place);
  const where = places.length > 0 ? ` at ${places.join(', ')}` : '';
  const spendDay = posting.spendDay ?? posting.day;
  const reason = posting.reason ? `: ${posting.reason}` : '';
  const narration = `${entryKindText[posting.kind]}: ${person}'s spend of ${dayText(spendDay)}${where}${reason}`;
  return voucherOf(id, { day: posting.day, person, counter, narration, lines }, month.names);
}

interface SettlementGroup {
  settlementId: string;
  reversal: boolean;
  first: Posting;
  amounts: PostingAmounts;
  spends: number;
}

function settlementVoucher(group: SettlementGroup, month: MonthLedger): Voucher | null {
  const settlement = month.settlements.get(group.settlementId);
  const posting = group.first;
  const person = personLedgerName({
    uid: posting.person,
    email: posting.personEmail,
    name: month.people?.get(posting.person),
  });
  const counter = counterLedger(settlement?.mode, month.names);
  const none = { food: 0, fuel: 0, stay: 0, toll: 0, other: 0 };
  const lines = voucherLines(group.amounts, person, none, counter, month.names);
  if (lines.length === 0) return null;
  const moved = group.amounts.paid - group.amounts.recovered;
  const how = settlement ? ` by ${modeText[settlement.mode]}` : '';
  const reference = settlement?.reference ? `, reference ${settlement.reference}` : '';
  const spends = `${String(group.spends)} spend${group.spends === 1 ? '' : 's'}`;
  const what = moved >= 0 ? `Paid to ${person}` : `Recovered from ${person}`;
  const narration = group.reversal
    ? `Reversal of the settlement with ${person}${how}${reference}, ${spends}${posting.reason ? `: ${posting.reason}` : ''}`
    : `${what}${how}${reference}, ${spends}`;
  const id = `${group.reversal ? 'SR' : 'S'}-${group.settlementId}`;
  return voucherOf(id, { day: posting.day, person, counter, narration, lines }, month.names);
}

/**
 * The vouchers of a month's postings, in the order of their day and then their number: a spend's
 * posting is one Journal voucher (its expense heads against the person and the advance held); a
 * settlement's postings are one Payment or Receipt voucher (the person against Cash or Bank by its mode;
 * a Journal against the advances when adjusted), its reversal one more. Postings that move nothing the
 * books keep (a claim, a correction while waiting) make no voucher.
 */
export function monthVouchers(month: MonthLedger): Voucher[] {
  const vouchers: Voucher[] = [];
  const groups = new Map<string, SettlementGroup>();
  for (const { id, posting } of month.postings) {
    if (monthOfDay(posting.day) !== month.month || !movesBooks(posting.amounts)) continue;
    if (posting.settlementId === undefined) {
      const voucher = entryVoucher(id, posting, month);
      if (voucher) vouchers.push(voucher);
      continue;
    }
    const reversal = posting.kind === 'settlementReversed';
    const key = `${reversal ? 'SR' : 'S'}|${posting.settlementId}`;
    const group = groups.get(key);
    if (group) {
      group.amounts = addAmounts(group.amounts, posting.amounts);
      group.spends += 1;
    } else {
      const amounts = addAmounts(zeroAmounts(), posting.amounts);
      groups.set(key, { settlementId: posting.settlementId, reversal, first: posting, amounts, spends: 1 });
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
