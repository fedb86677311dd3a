import {
  LEDGER_NAMES_PATH,
  readLedgerNames,
  type BooksNames,
} from '../../domain/ledger/export/ledgerNames.js';
import { frozenMonthPath, frozenMonthSchema, type FrozenMonth } from '../../domain/ledger/frozenMonth.js';
import type { NamedPerson } from '../../domain/people/personName.js';
import type { Store } from '../../ports/store.js';
import { peopleNames, readKeptNames } from '../people/names.js';
import { keepPersonLedgers } from './ledgerNames.js';
import { monthPostings } from './readLedger.js';

const parseFrozen = (value: unknown): FrozenMonth | null => {
  const parsed = frozenMonthSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * Freezes a closed month's names (decision 030): the books' ledger names and, for every person with a
 * posting in it or a kept name, their ledger (kept now if they had none, unique) and the name screens
 * call them by. Set once (a transaction that keeps whatever was frozen first), so freezing again, or
 * two closes at once, never changes it.
 */
export async function freezeMonth(
  store: Store,
  month: string,
  now: number = Date.now(),
): Promise<FrozenMonth> {
  const existing = parseFrozen(await store.get(frozenMonthPath(month)));
  if (existing) return existing;
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
  const ledgers = await keepPersonLedgers(store, [...people.values()]);
  const named = peopleNames(kept);
  const frozen: FrozenMonth = {
    names: readLedgerNames(names),
    people: Object.fromEntries(
      [...people.values()].map((person) => [
        person.uid,
        { ledger: ledgers.get(person.uid) ?? named.of(person), name: named.of(person) },
      ]),
    ),
    at: now,
  };
  const result = await store.transaction<unknown>(frozenMonthPath(month), (current) =>
    parseFrozen(current) ? undefined : frozen,
  );
  return parseFrozen(result.value) ?? frozen;
}

/**
 * A month's frozen names when it is closed (`closedThrough`, from ledger_close), else null; a month
 * closed before months were frozen is frozen the first time it is read.
 */
export async function frozenNamesOf(
  store: Store,
  month: string,
  closedThrough: string | undefined,
): Promise<FrozenMonth | null> {
  if (closedThrough === undefined || month > closedThrough) return null;
  return freezeMonth(store, month);
}

/** The names a closed month's export uses, from its frozen names. */
export const frozenBooks = (frozen: FrozenMonth): BooksNames => ({
  names: readLedgerNames(frozen.names),
  people: new Map(Object.entries(frozen.people).map(([uid, person]) => [uid, person.ledger])),
});
