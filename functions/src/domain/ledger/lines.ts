import { splitOverHeads } from './export/headSplit.js';
import { expenseHeads, type ExpenseHead } from './export/ledgerNames.js';
import { zeroAmounts, type PlaceShare, type PostingAmounts } from './postingAmounts.js';

/**
 * A line of the book: an account, signed whole paise (positive a debit, negative a credit) and, for
 * the accounts the dashboards read by place, the place. Every posting's lines sum to zero, and so do its
 * memo lines alone, so the books the accountant keeps balance without them.
 *
 * Accounts of the books (exported to Tally): `expense:<head>` (what was approved, by place), the
 * advances a person holds `advances:<uid>`, what the organisation owes a person `person:<uid>`
 * (a credit: owed to them), and where settled money moved: `bank`, `cash` (or the person's advances,
 * when a settlement is adjusted against the next allocation). Memo accounts (`memo:...`) carry what
 * was claimed and allocated, which the books do not keep (a claim is not yet owed) but the dashboards
 * do: `memo:claimed` by place and `memo:allocated`, against `memo:claims:<uid>`.
 */
export interface LedgerLine {
  account: string;
  paise: number;
  place?: string;
}

export const accounts = {
  expense: (head: ExpenseHead) => `expense:${head}`,
  advances: (uid: string) => `advances:${uid}`,
  person: (uid: string) => `person:${uid}`,
  bank: 'bank',
  cash: 'cash',
  claimed: 'memo:claimed',
  allocated: 'memo:allocated',
  claims: (uid: string) => `memo:claims:${uid}`,
} as const;

export const isMemoAccount = (account: string): boolean => account.startsWith('memo:');
export const accountHead = (account: string): ExpenseHead | null => {
  const head = account.startsWith('expense:') ? account.slice('expense:'.length) : null;
  return expenseHeads.find((known) => known === head) ?? null;
};

/**
 * A line as stored: one text leaf, `{paise} {account}` and ` @ {place}` when it has one (an account
 * holds no space; a place may hold anything), so a posting's lines cost one stored row each and read
 * as a journal does ("61725 expense:fuel @ COEP Pune").
 */
export function lineText(line: LedgerLine): string {
  const place = line.place === undefined ? '' : ` @ ${line.place}`;
  return `${String(line.paise)} ${line.account}${place}`;
}

export function readLineText(text: string): LedgerLine | null {
  const match = /^(-?\d+) (\S+)(?: @ ([\s\S]*))?$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const paise = Number(match[1]);
  if (!Number.isSafeInteger(paise)) return null;
  return match[3] === undefined
    ? { account: match[2], paise }
    : { account: match[2], paise, place: match[3] };
}

export const linesTotal = (lines: readonly LedgerLine[]): number =>
  lines.reduce((sum, line) => sum + line.paise, 0);

/** Why these lines cannot be booked, or null: they and their memo lines alone must each sum to zero. */
export function unbalancedReason(lines: readonly LedgerLine[]): string | null {
  const total = linesTotal(lines);
  const memo = linesTotal(lines.filter((line) => isMemoAccount(line.account)));
  if (total !== 0) return `its lines sum to ${String(total)} paise, not 0`;
  if (memo !== 0) return `its memo lines sum to ${String(memo)} paise, not 0`;
  if (lines.some((line) => !Number.isSafeInteger(line.paise))) return 'a line is not in whole paise';
  return null;
}

/** Where a settlement's money moved by its mode: Bank (UPI, bank transfer), Cash, or the person's advances. */
export function counterAccount(mode: string | undefined, uid: string): string {
  if (mode === 'cash') return accounts.cash;
  if (mode === 'adjusted') return accounts.advances(uid);
  return accounts.bank;
}

export interface LinesInput {
  person: string;
  amounts: PostingAmounts;
  places: readonly PlaceShare[];
  /** Each expense head's part of the spend as claimed at the event (paise): how `approved` splits. */
  weights: Record<ExpenseHead, number>;
  /** Set for a settlement's lines (and its reversal): the account the money moved through. */
  counter?: string;
}

/**
 * The balanced lines of what one event moved: each place's approved amount over the expense heads,
 * the advance credited to the advances the person holds, settled money against where it moved, and
 * the person's account takes the difference (a credit is what the organisation owes them); the memo
 * lines carry what was claimed, by place, and allocated.
 */
export function postingLines(input: LinesInput): LedgerLine[] {
  const { person, amounts, places, weights } = input;
  const lines: LedgerLine[] = [];
  for (const share of places) {
    const heads = splitOverHeads(share.approved, weights);
    for (const head of expenseHeads) {
      if (heads[head] !== 0)
        lines.push({ account: accounts.expense(head), paise: heads[head], place: share.place });
    }
  }
  const moved = amounts.paid - amounts.recovered;
  if (amounts.advance !== 0) lines.push({ account: accounts.advances(person), paise: -amounts.advance });
  if (moved !== 0) lines.push({ account: input.counter ?? accounts.bank, paise: -moved });
  const owed = amounts.advance - amounts.approved + moved;
  if (owed !== 0) lines.push({ account: accounts.person(person), paise: owed });
  for (const share of places) {
    if (share.claimed !== 0)
      lines.push({ account: accounts.claimed, paise: share.claimed, place: share.place });
  }
  if (amounts.allocated !== 0) lines.push({ account: accounts.allocated, paise: amounts.allocated });
  const claims = amounts.claimed + amounts.allocated;
  if (claims !== 0) lines.push({ account: accounts.claims(person), paise: -claims });
  return lines;
}

/**
 * The six figures a posting moves, read back from its lines: what statements, balances and the
 * dashboards show. A settlement's lines (`settles`) move only money between the person and where it
 * went: paid when the person's account is debited, recovered when credited (a reversal, the other way
 * round, books negative paid or recovered).
 */
export function linesAmounts(
  lines: readonly LedgerLine[],
  settles: { reversal: boolean } | null,
): PostingAmounts {
  const amounts = zeroAmounts();
  let person = 0;
  let advances = 0;
  for (const line of lines) {
    if (line.account === accounts.claimed) amounts.claimed += line.paise;
    else if (line.account === accounts.allocated) amounts.allocated += line.paise;
    else if (accountHead(line.account) !== null) amounts.approved += line.paise;
    else if (line.account.startsWith('person:')) person += line.paise;
    else if (line.account.startsWith('advances:')) advances += line.paise;
  }
  if (settles === null) {
    amounts.advance = -advances;
    return amounts;
  }
  if (settles.reversal) {
    amounts.paid = Math.min(person, 0);
    amounts.recovered = -Math.max(person, 0);
  } else {
    amounts.paid = Math.max(person, 0);
    amounts.recovered = Math.max(-person, 0);
  }
  return amounts;
}

/** Each place's claimed and approved amounts in these lines, in the order the places first appear. */
export function linesPlaces(lines: readonly LedgerLine[]): PlaceShare[] {
  const shares = new Map<string, PlaceShare>();
  for (const line of lines) {
    if (line.place === undefined) continue;
    const share = shares.get(line.place) ?? { place: line.place, claimed: 0, approved: 0 };
    if (line.account === accounts.claimed) share.claimed += line.paise;
    else share.approved += line.paise;
    shares.set(line.place, share);
  }
  return [...shares.values()].filter((share) => share.claimed !== 0 || share.approved !== 0);
}
