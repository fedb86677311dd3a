import {
  LEDGER_NAMES_PATH,
  readLedgerNames,
  type BooksNames,
} from '../../domain/ledger/export/ledgerNames.js';
import { keptPersonLedgers, withPersonLedgers } from '../../domain/ledger/export/personLedgers.js';
import { frozenMonthPath, frozenMonthSchema, type FrozenMonth } from '../../domain/ledger/frozenMonth.js';
import type { NamedPerson } from '../../domain/people/personName.js';
import type { Store } from '../../ports/store.js';
import { peopleNames, readKeptNames } from '../people/names.js';
import { readMoneyPeople } from '../people/moneyNames.js';
import { keepPersonLedgers, readStoredLedgerNames } from './ledgerNames.js';
import { monthPostings } from './readLedger.js';

const parseFrozen = (value: unknown): FrozenMonth | null => {
  const parsed = frozenMonthSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * A month's names as they are now: the books' ledger names and, for every person with a posting in it
 * or a kept name, their ledger and the name screens call them by. `keep` keeps a ledger for each
 * person whose money the books hold who has none (unique); without it nothing is written.
 */
async function namesNow(store: Store, month: string, keep: boolean, now: number): Promise<FrozenMonth> {
  const [postings, kept, names] = await Promise.all([
    monthPostings(store, month),
    readKeptNames(store),
    store.get(LEDGER_NAMES_PATH),
  ]);
  const people = new Map<string, NamedPerson>();
  for (const uid of kept.keys()) people.set(uid, { uid, name: kept.get(uid) });
  for (const { posting } of postings) {
    const known = people.get(posting.person);
    people.set(posting.person, {
      uid: posting.person,
      email: posting.personEmail ?? known?.email,
      name: kept.get(posting.person),
    });
  }
  const all = [...people.values()];
  // Kept (or read) over everyone whose money the books hold, as the screens predict them.
  const everyone = [...(await readMoneyPeople(store, kept)), ...all];
  const ledgers = keep
    ? await keepPersonLedgers(store, everyone)
    : keptPersonLedgers(withPersonLedgers(await readStoredLedgerNames(store), everyone));
  const named = peopleNames(kept);
  return {
    names: readLedgerNames(names),
    people: Object.fromEntries(
      all.map((person) => [
        person.uid,
        { ledger: ledgers.get(person.uid) ?? named.of(person), name: named.of(person) },
      ]),
    ),
    at: now,
  };
}

/**
 * Freezes a month's names as it closes (decision 030; only the close calls it). Set once (a
 * transaction that keeps whatever was frozen first), so freezing again, or two closes at once, never
 * changes it.
 */
export async function freezeMonth(
  store: Store,
  month: string,
  now: number = Date.now(),
): Promise<FrozenMonth> {
  const existing = parseFrozen(await store.get(frozenMonthPath(month)));
  if (existing) return existing;
  const frozen = await namesNow(store, month, true, now);
  const result = await store.transaction<unknown>(frozenMonthPath(month), (current) =>
    parseFrozen(current) ? undefined : frozen,
  );
  return parseFrozen(result.value) ?? frozen;
}

/**
 * A closed month's names (`closedThrough`, from ledger_close), else null: the names it was frozen
 * with; for a month closed before months were frozen, the names of now, written nowhere (a read
 * never writes).
 */
export async function closedMonthNames(
  store: Store,
  month: string,
  closedThrough: string | undefined,
): Promise<FrozenMonth | null> {
  if (closedThrough === undefined || month > closedThrough) return null;
  return parseFrozen(await store.get(frozenMonthPath(month))) ?? namesNow(store, month, false, Date.now());
}

/** The names a closed month's export uses, from its frozen names. */
export const frozenBooks = (frozen: FrozenMonth): BooksNames => ({
  names: readLedgerNames(frozen.names),
  people: new Map(Object.entries(frozen.people).map(([uid, person]) => [uid, person.ledger])),
});
