import { HttpsError } from 'firebase-functions/v2/https';
import type { PersonBalanceOutput } from '../../domain/api/personBalance.js';
import type { BalanceView, SettlementView } from '../../domain/api/settlementView.js';
import { balanceOf, readFigures } from '../../domain/settlements/balances.js';
import { settlementOwnerPath } from '../../domain/settlements/settlement.js';
import { ownerEntriesPath } from '../../domain/spendEntries/reviewIndex.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { viewsOf } from '../spendEntries/reviewQueue.js';
import { readSettlement } from './reverseSettlement.js';
import { readLedgerClose } from '../ledger/monthClose.js';
import { entryMoney, isSettleable } from '../../domain/ledger/entryMoney.js';
import { readMoneyNames } from '../people/moneyNames.js';
import { readPeopleNames, type PeopleNames } from '../people/names.js';
import { SPEND_BALANCES_PATH, balancePath } from '../ledger/figurePaths.js';

export const balanceMessages = {
  othersBalance: 'Only an admin can see another person’s balance.',
} as const;

function balanceViewOf(names: PeopleNames, uid: string, value: unknown): BalanceView {
  const figures = readFigures(value);
  const stored = (value as { email?: unknown } | null)?.email;
  const email = typeof stored === 'string' ? stored : null;
  return {
    uid,
    email,
    name: names.of({ uid, email }),
    entries: figures.openEntries,
    advancePaise: figures.openAllocated,
    approvedPaise: figures.openApproved,
    balancePaise: balanceOf(figures),
    refusedAdvances: { count: figures.openRefused, paise: figures.openRefusedAdvance },
  };
}

/** Every person with a non-zero balance, largest first (either way), from the running totals. */
export async function settleBalances(
  store: Store,
): Promise<{ people: BalanceView[]; closedThrough: string | null }> {
  const [all, close, names] = await Promise.all([
    store.get<Record<string, unknown>>(SPEND_BALANCES_PATH).then((value) => value ?? {}),
    readLedgerClose(store),
    readMoneyNames(store),
  ]);
  const people = Object.entries(all)
    .map(([uid, value]) => balanceViewOf(names, uid, value))
    .filter((person) => person.balancePaise !== 0)
    .sort((a, b) => Math.abs(b.balancePaise) - Math.abs(a.balancePaise) || a.name.localeCompare(b.name));
  return { people, closedThrough: close.through ?? null };
}

/**
 * A person's settlements, newest first (by date, then by when recorded): the person by their money
 * name (`readMoneyNames`), who recorded it by the name screens call them.
 */
export async function settlementsOf(
  store: Store,
  uid: string,
  names?: { money: PeopleNames; kept: PeopleNames },
): Promise<SettlementView[]> {
  const { money, kept } = names ?? { money: await readMoneyNames(store), kept: await readPeopleNames(store) };
  const ids = Object.keys((await store.get<Record<string, string>>(settlementOwnerPath(uid))) ?? {});
  const records = await Promise.all(ids.map(async (id) => ({ id, record: await readSettlement(store, id) })));
  return records
    .flatMap(({ id, record }) =>
      record
        ? [
            {
              id,
              owner: money.named(record.owner),
              direction: record.direction,
              amountPaise: record.amountPaise,
              mode: record.mode,
              reference: record.reference,
              date: record.date,
              entryIds: record.entryIds,
              by: kept.named(record.by),
              at: record.at,
              reversal: record.reversal ? { ...record.reversal, by: kept.named(record.reversal.by) } : null,
            },
          ]
        : [],
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.at - a.at);
}

/** The states of the entries a settlement can take (approved; refused or withdrawn with an advance). */
const settleableStates = ['approved', 'refused', 'withdrawn'] as const;

/** One person's balance, the entries a settlement can take (oldest first) and settlements; staff: their own. */
export async function personBalance(
  store: Store,
  caller: Caller,
  input: { uid?: string | undefined } | undefined,
): Promise<PersonBalanceOutput> {
  const uid = input?.uid ?? caller.uid;
  if (uid !== caller.uid && !caller.roles.includes('admin')) {
    throw new HttpsError('permission-denied', balanceMessages.othersBalance);
  }
  const [money, kept] = await Promise.all([readMoneyNames(store), readPeopleNames(store)]);
  const [value, settlements, waitingIds, ...lists] = await Promise.all([
    store.get(balancePath(uid)),
    settlementsOf(store, uid, { money, kept }),
    store.get<Record<string, number>>(ownerEntriesPath(uid, 'waiting')),
    ...settleableStates.map((state) => store.get<Record<string, number>>(ownerEntriesPath(uid, state))),
  ]);
  const ids = lists.flatMap((list) => Object.keys(list ?? {})).sort();
  const [open, waiting] = await Promise.all([
    viewsOf(store, ids),
    viewsOf(store, Object.keys(waitingIds ?? {})),
  ]);
  const stillWaiting = waiting.filter((entry) => entry.state === 'waiting');
  return {
    balance: balanceViewOf(money, uid, value),
    waiting: {
      count: stillWaiting.length,
      paise: stillWaiting.reduce((sum, entry) => sum + entryMoney(entry).claimed, 0),
    },
    openEntries: open.filter((entry) => isSettleable(entry)),
    settlements,
  };
}
