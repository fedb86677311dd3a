import { HttpsError } from 'firebase-functions/v2/https';
import type { SpendStatementOutput, StatementRow } from '../../domain/api/spendStatement.js';
import { personDaysPath, readFigures } from '../../domain/settlements/balances.js';
import { settlementChange } from '../../domain/settlements/settlement.js';
import { monthDays, reversalDay, statementTotals } from '../../domain/settlements/statement.js';
import { toPaise } from '../../domain/spend/money.js';
import { spendSides } from '../../domain/spend/sides.js';
import { approvedStates } from '../../domain/spendEntries/entryStates.js';
import { SPEND_OWNER_PATH } from '../../domain/spendEntries/reviewIndex.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { readEntry } from '../spendEntries/entryView.js';
import { balanceMessages, settlementsOf } from './balances.js';

/** The approved entries' part of the balance before `day`: from the per side and day figures. */
async function entriesBefore(store: Store, uid: string, day: string): Promise<number> {
  const sides = await Promise.all(
    spendSides.map((side) =>
      store.query<unknown>(personDaysPath(side, uid), { orderBy: '$key', endAt: day }),
    ),
  );
  let sum = 0;
  for (const rows of sides) {
    for (const { key, value } of rows) {
      if (key >= day) continue;
      const figures = readFigures(value);
      sum += figures.approved - figures.approvedAllocated;
    }
  }
  return sum;
}

/**
 * A person's statement for a month: the opening balance (from the running per day figures and the
 * settlements before the month), every entry of the month (from the owner's day index), every
 * settlement and reversal of the month, the column totals and the closing balance.
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
  const { first, last } = monthDays(input.month);
  const [before, days, settlements] = await Promise.all([
    entriesBefore(store, uid, first),
    store.query<Record<string, unknown>>(`${SPEND_OWNER_PATH}/${uid}/days`, {
      orderBy: '$key',
      startAt: first,
      endAt: last,
    }),
    settlementsOf(store, uid),
  ]);
  let opening = before;
  const rows: StatementRow[] = [];
  let email: string | undefined;
  for (const settlement of settlements) {
    const change = settlementChange(settlement);
    const amounts = (sign: number) => ({
      paid: settlement.direction === 'paid' ? sign * settlement.amountPaise : null,
      recovered: settlement.direction === 'recovered' ? sign * settlement.amountPaise : null,
    });
    const common = {
      id: settlement.id,
      places: [],
      allocated: null,
      claimed: null,
      approved: null,
      state: null,
      direction: settlement.direction,
      mode: settlement.mode,
      reference: settlement.reference,
    };
    if (settlement.date < first) opening += change;
    else if (settlement.date <= last) {
      rows.push({ ...common, kind: 'settlement', date: settlement.date, ...amounts(1), change, reason: '' });
    }
    if (settlement.reversal) {
      const day = reversalDay(settlement.reversal.at);
      if (day < first) opening -= change;
      else if (day <= last) {
        rows.push({
          ...common,
          kind: 'reversal',
          date: day,
          ...amounts(-1),
          change: -change,
          reason: settlement.reversal.reason,
        });
      }
    }
  }
  const ids = days.flatMap(({ value }) => Object.keys(value));
  const entries = await Promise.all(ids.map(async (id) => ({ id, entry: await readEntry(store, id) })));
  for (const { id, entry } of entries) {
    if (!entry || entry.state === 'withdrawn') continue;
    email ??= entry.owner.email;
    const isApproved = approvedStates.includes(entry.state);
    const allocated = toPaise(entry.amounts.allocatedAmount);
    const approved = isApproved ? toPaise(entry.approvedAmount ?? entry.amounts.spentAmount) : null;
    rows.push({
      kind: 'entry',
      id,
      date: entry.day,
      places: entry.places,
      allocated,
      claimed: toPaise(entry.amounts.spentAmount),
      approved,
      paid: null,
      recovered: null,
      change: approved === null ? 0 : approved - allocated,
      reason: entry.reason ?? '',
      state: entry.state,
      direction: null,
      mode: entry.settlement ? (entry.settlement.mode as StatementRow['mode']) : null,
      reference: entry.settlement?.reference ?? '',
    });
  }
  const order = { entry: 0, settlement: 1, reversal: 2 } as const;
  rows.sort(
    (a, b) => a.date.localeCompare(b.date) || order[a.kind] - order[b.kind] || a.id.localeCompare(b.id),
  );
  const totals = statementTotals(rows);
  email ??= settlements[0]?.owner.email;
  return {
    person: email === undefined ? { uid } : { uid, email },
    month: input.month,
    opening,
    rows,
    totals,
    closing: opening + totals.change,
  };
}
