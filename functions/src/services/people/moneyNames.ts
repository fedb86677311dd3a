import { keptPersonLedgers, withPersonLedgers } from '../../domain/ledger/export/personLedgers.js';
import type { NamedPerson } from '../../domain/people/personName.js';
import { SPEND_BALANCES_PATH } from '../ledger/figurePaths.js';
import type { Store } from '../../ports/store.js';
import { readStoredLedgerNames } from '../ledger/ledgerNames.js';
import { namesBy, peopleNames, readKeptNames, type PeopleNames } from './names.js';

/**
 * Everyone whose money the books may hold: each person with a kept name, and each with a balance
 * (`spend_balances`, written with every posting, with their email). The close keeps a ledger for all
 * of them, and the screens predict theirs over the same people, so the two never disagree.
 */
export function moneyPeopleOf(kept: ReadonlyMap<string, string>, balances: unknown): NamedPerson[] {
  const people = new Map<string, NamedPerson>();
  for (const [uid, name] of kept) people.set(uid, { uid, name });
  const stored = typeof balances === 'object' && balances !== null ? balances : {};
  for (const [uid, value] of Object.entries(stored as Record<string, unknown>)) {
    const email = (value as { email?: unknown } | null)?.email;
    people.set(uid, { uid, name: kept.get(uid), email: typeof email === 'string' ? email : undefined });
  }
  return [...people.values()];
}

/** `moneyPeopleOf` read from the Store. */
export async function readMoneyPeople(
  store: Store,
  kept: ReadonlyMap<string, string>,
): Promise<NamedPerson[]> {
  return moneyPeopleOf(kept, await store.get(SPEND_BALANCES_PATH));
}

/**
 * A person's money name: the one home of the name every money screen, statement, CSV and file name
 * shows, which is the person's ledger in the books (so what a screen says is what Tally says): the
 * ledger kept for them, else the one the close would keep for them now, computed without writing.
 * Read once per answer (three small nodes); `of` ignores a name passed in for anyone the books know.
 */
export async function readMoneyNames(store: Store): Promise<PeopleNames> {
  const [kept, balances, stored] = await Promise.all([
    readKeptNames(store),
    store.get(SPEND_BALANCES_PATH),
    readStoredLedgerNames(store),
  ]);
  const people = moneyPeopleOf(kept, balances);
  const predicted = withPersonLedgers(stored, people);
  const ledgers = keptPersonLedgers(predicted);
  const display = peopleNames(kept);
  // Someone the books do not know yet is given the ledger they would get after everyone's.
  const newcomers = new Map<string, string>();
  const newcomer = (person: NamedPerson) => {
    const known = newcomers.get(person.uid);
    if (known !== undefined) return known;
    const ledger =
      keptPersonLedgers(withPersonLedgers(predicted, [display.named(person)])).get(person.uid) ??
      display.of(person);
    newcomers.set(person.uid, ledger);
    return ledger;
  };
  return namesBy((person) => ledgers.get(person.uid) ?? newcomer(person));
}
