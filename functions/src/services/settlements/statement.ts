import { HttpsError } from 'firebase-functions/v2/https';
import type {
  SpendStatementOutput,
  StatementAdvanceRow,
  StatementRow,
} from '../../domain/api/spendStatement.js';
import { accounts, linesTotal } from '../../domain/ledger/lines.js';
import { addDays } from '../../domain/time/orgTime.js';
import { madeOn } from '../../domain/ledger/lateBooking.js';
import type { Posting } from '../../domain/ledger/posting.js';
import { balanceChange } from '../../domain/ledger/postingAmounts.js';
import { monthDays, statementTotals } from '../../domain/settlements/statement.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { balanceBefore, personPostings } from '../ledger/readLedger.js';
import { readSettlement } from './reverseSettlement.js';
import { balanceMessages } from './balances.js';
import { closedMonthNames } from '../ledger/frozenMonth.js';
import { refuseOutsideBooks } from '../ledger/bookRange.js';
import { readLedgerClose } from '../ledger/monthClose.js';
import { readMoneyNames } from '../people/moneyNames.js';
import { personName } from '../../domain/people/personName.js';
import { balancePath } from '../ledger/figurePaths.js';

const nullIfZero = (paise: number): number | null => (paise === 0 ? null : paise);

function entryRow(id: string, posting: Posting): StatementRow {
  const { amounts } = posting;
  return {
    kind: 'entry',
    id,
    date: posting.day,
    places: posting.places.map((share) => share.place),
    allocated: nullIfZero(amounts.advance),
    claimed: nullIfZero(amounts.claimed),
    approved: nullIfZero(amounts.approved),
    paid: null,
    recovered: null,
    change: balanceChange(amounts),
    reason: posting.reason ?? '',
    state: null,
    direction: null,
    mode: null,
    reference: '',
    event: posting.kind,
    spendDay: posting.spendDay ?? null,
    lateFrom: posting.lateFrom ?? null,
    madeOn: madeOn(posting),
    balance: 0,
  };
}

/**
 * A settlement's (or its reversal's) postings of one day as one row: the money that moved, one figure
 * (a reversal's negative), in Paid or Recovered by the settlement's direction.
 */
async function settlementRow(
  store: Store,
  kind: 'settlement' | 'reversal',
  settlementId: string,
  postings: readonly Posting[],
): Promise<StatementRow> {
  const settlement = await readSettlement(store, settlementId);
  const sum = (pick: (posting: Posting) => number) => postings.reduce((total, p) => total + pick(p), 0);
  // One transfer, one figure: what moved, net over its spends, in the column of its direction.
  const net = sum((p) => p.amounts.paid - p.amounts.recovered);
  const direction = settlement?.direction ?? (net >= 0 === (kind === 'settlement') ? 'paid' : 'recovered');
  const paid = direction === 'paid' ? net : 0;
  const recovered = direction === 'recovered' ? -net : 0;
  return {
    kind,
    id: settlementId,
    date: postings[0]?.day ?? '',
    places: [],
    allocated: null,
    claimed: null,
    approved: null,
    paid: nullIfZero(paid),
    recovered: nullIfZero(recovered),
    change: sum((p) => balanceChange(p.amounts)),
    reason: kind === 'reversal' ? (settlement?.reversal?.reason ?? postings[0]?.reason ?? '') : '',
    state: null,
    direction: settlement?.direction ?? null,
    mode: settlement?.mode ?? null,
    reference: settlement?.reference ?? '',
    event: kind === 'settlement' ? 'settled' : 'settlementReversed',
    spendDay: null,
    lateFrom: null,
    madeOn: null,
    balance: 0,
  };
}

/**
 * A person's statement for a month, read from the ledger: the opening balance (the per day balance
 * changes before the month), every posting dated in the month by day (a spend's claim on its day, a
 * decision on the day it was made, a settlement on its date, each settlement's postings as one row),
 * the column totals and the closing balance, and who reads it: the caller's own statement is its
 * owner's (the screens word it in the second person), anyone else's an admin's. Postings are never changed and a closed month takes no
 * new ones, so a closed month's statement reads the same forever.
 */
export async function spendStatement(
  store: Store,
  caller: Caller,
  input: { uid?: string | undefined; month: string },
): Promise<SpendStatementOutput> {
  const uid = input.uid ?? caller.uid;
  if (uid !== caller.uid && !caller.roles.includes('admin')) {
    throw new HttpsError('permission-denied', balanceMessages.othersBalance);
  }
  await refuseOutsideBooks(store, input.month);
  const { first, last } = monthDays(input.month);
  const [opening, postings, balance, close, names, earlier] = await Promise.all([
    balanceBefore(store, uid, first),
    personPostings(store, uid, first, last),
    store.get<{ email?: unknown }>(balancePath(uid)),
    readLedgerClose(store),
    readMoneyNames(store),
    personPostings(store, uid, '0000-01-01', addDays(first, -1)),
  ]);
  const rows: StatementRow[] = [];
  // When each row's event happened, and where its first posting was saved: the rows' order.
  const when = new Map<StatementRow, { at: number; saved: number }>();
  const settlementGroups = new Map<
    string,
    { kind: 'settlement' | 'reversal'; id: string; postings: Posting[]; saved: number }
  >();
  for (const [saved, { id, posting }] of postings.entries()) {
    // An advance's money moves what the person holds, not what they are owed: its own section.
    if (posting.advanceId !== undefined) continue;
    const kind =
      posting.kind === 'settled' ? 'settlement' : posting.kind === 'settlementReversed' ? 'reversal' : null;
    if (kind === null || posting.settlementId === undefined) {
      const row = entryRow(id, posting);
      when.set(row, { at: posting.at, saved });
      rows.push(row);
      continue;
    }
    const key = `${kind}|${posting.settlementId}|${posting.day}`;
    const group = settlementGroups.get(key) ?? { kind, id: posting.settlementId, postings: [], saved };
    group.postings.push(posting);
    settlementGroups.set(key, group);
  }
  for (const group of settlementGroups.values()) {
    const row = await settlementRow(store, group.kind, group.id, group.postings);
    when.set(row, { at: Math.min(...group.postings.map((p) => p.at)), saved: group.saved });
    rows.push(row);
  }
  const timeOf = (row: StatementRow) => when.get(row) ?? { at: 0, saved: 0 };
  rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || timeOf(a).at - timeOf(b).at || timeOf(a).saved - timeOf(b).saved,
  );
  let running = opening;
  for (const row of rows) {
    running += row.change;
    row.balance = running;
  }
  const totals = statementTotals(rows);
  // A closed month names the person as it closed (decision 030): the same bytes forever.
  const frozen = await closedMonthNames(store, input.month, close.through);
  const email =
    postings.find(({ posting }) => posting.personEmail !== undefined)?.posting.personEmail ??
    (!frozen && typeof balance?.email === 'string' ? balance.email : undefined);
  const who = email === undefined ? { uid } : { uid, email };
  return {
    // The person's ledger as the month closed; someone it did not know, by their email alone.
    person: frozen ? { ...who, name: frozen.people[uid]?.ledger ?? personName(who) } : names.named(who),
    month: input.month,
    opening,
    rows,
    totals,
    closing: opening + totals.change,
    reader: uid === caller.uid ? 'owner' : 'admin',
    advances: advancesOfMonth(
      uid,
      earlier.map(({ posting }) => posting),
      postings.map(({ posting }) => posting),
    ),
  };
}

/** What moved the person's advance ledger over the month, row by row, from what they held before it. */
function advancesOfMonth(
  uid: string,
  before: readonly Posting[],
  month: readonly Posting[],
): SpendStatementOutput['advances'] {
  const moved = (posting: Posting) =>
    linesTotal(posting.lines.filter((line) => line.account === accounts.advances(uid)));
  const opening = before.reduce((sum, posting) => sum + moved(posting), 0);
  let held = opening;
  const rows: StatementAdvanceRow[] = [];
  for (const posting of month) {
    const change = moved(posting);
    if (change === 0) continue;
    held += change;
    const event =
      posting.kind === 'advancePaid'
        ? 'paid'
        : posting.kind === 'advanceReturned'
          ? 'returned'
          : change < 0
            ? 'used'
            : 'unused';
    rows.push({
      date: posting.day,
      event,
      change,
      reason: posting.reason ?? '',
      lateFrom: posting.lateFrom ?? null,
      held,
    });
  }
  return { opening, rows, closing: held };
}
