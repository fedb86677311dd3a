import {
  LEDGER_NAMES_PATH,
  ledgerKeySchema,
  ledgerNameSchema,
  readLedgerNames,
  type LedgerKey,
  type LedgerNames,
} from '../../domain/ledger/export/ledgerNames.js';
import {
  keptPersonLedgers,
  otherHolder,
  takenNameMessage,
  withLedgerRenamed,
  withPersonLedgers,
  type LedgerHolder,
  type StoredLedgerNames,
} from '../../domain/ledger/export/personLedgers.js';
import { LEDGER_FROZEN_PATH } from '../../domain/ledger/frozenMonth.js';
import type { NamedPerson } from '../../domain/people/personName.js';
import type { Store } from '../../ports/store.js';
import { readKeptNames } from '../people/names.js';

export async function listLedgerNames(store: Store): Promise<LedgerNames> {
  return readLedgerNames(await store.get(LEDGER_NAMES_PATH));
}

/** The whole `ledger_names` node (the books' names and every person's ledger), in one read. */
export const readStoredLedgerNames = (store: Store): Promise<StoredLedgerNames | null> =>
  store.get<StoredLedgerNames>(LEDGER_NAMES_PATH);

/**
 * Writes `name` as the ledger of `self` in one transaction over every ledger name, refused (nothing
 * written) when another ledger, the books' or a person's, has it without case.
 */
async function setUnlessTaken(
  store: Store,
  name: string,
  self: LedgerHolder,
  write: (stored: StoredLedgerNames) => StoredLedgerNames,
): Promise<void> {
  const seen: { holder: LedgerHolder | null } = { holder: null };
  const result = await store.transaction<StoredLedgerNames>(LEDGER_NAMES_PATH, (current) => {
    seen.holder = otherHolder(current, name, self);
    return seen.holder ? undefined : write(current ?? {});
  });
  if (result.committed || !seen.holder) return;
  const kept = await readKeptNames(store);
  const personText = (uid: string) => {
    const known = kept.get(uid);
    return known === undefined ? `account ${uid}` : `${known} (account ${uid})`;
  };
  throw new RangeError(takenNameMessage(name, seen.holder, personText));
}

/**
 * Sets the books' name of one ledger; a bad key or name, or a name another ledger has (without case),
 * throws its message and writes nothing.
 */
export async function setLedgerName(
  store: Store,
  key: string,
  name: string,
): Promise<{ key: LedgerKey; name: string }> {
  const parsedKey = ledgerKeySchema.safeParse(key);
  if (!parsedKey.success) throw new RangeError(parsedKey.error.issues[0]?.message ?? 'Unknown ledger.');
  const parsedName = ledgerNameSchema.safeParse(name);
  if (!parsedName.success) throw new RangeError(parsedName.error.issues[0]?.message ?? 'Bad name.');
  const ledger = parsedKey.data;
  await setUnlessTaken(store, parsedName.data, { key: ledger }, (stored) => ({
    ...stored,
    [ledger]: parsedName.data,
  }));
  return { key: parsedKey.data, name: parsedName.data };
}

/** Every person's ledger name kept so far, by uid. */
export async function readPersonLedgers(store: Store): Promise<Map<string, string>> {
  return keptPersonLedgers(await readStoredLedgerNames(store));
}

/**
 * The ledger names of these people, keeping one for each person who has none yet: their name now,
 * made unique among every ledger, the books' and the people's (`withPersonLedgers`). One transaction
 * over all ledger names, so two closes at once keep one name each and never give two people one ledger.
 */
export async function keepPersonLedgers(
  store: Store,
  people: readonly NamedPerson[],
): Promise<Map<string, string>> {
  const kept = await readPersonLedgers(store);
  if (people.every((person) => kept.has(person.uid))) return kept;
  const result = await store.transaction<StoredLedgerNames>(LEDGER_NAMES_PATH, (current) =>
    withPersonLedgers(current, people),
  );
  return keptPersonLedgers(result.value);
}

/**
 * The uids whose ledger a closed month has (`ledger_frozen`): a closed month's books never change, so
 * theirs keeps its name.
 */
export async function frozenLedgerUids(store: Store): Promise<Set<string>> {
  const months =
    (await store.get<Record<string, { people?: Record<string, unknown> }>>(LEDGER_FROZEN_PATH)) ?? {};
  return new Set(Object.values(months).flatMap((month) => Object.keys(month.people ?? {})));
}

/**
 * Keeps the ledger of a person just named (the claims command): made from the name (unique, without
 * case), replacing the one they had unless a closed month has it. Kept at once, so the first named
 * keeps the plain name and every screen and the close agree on who gets a short code.
 */
export async function keepNamedPersonLedger(
  store: Store,
  person: NamedPerson,
): Promise<{ ledger: string; frozen: boolean }> {
  const frozen = (await frozenLedgerUids(store)).has(person.uid);
  const result = await store.transaction<StoredLedgerNames>(LEDGER_NAMES_PATH, (current) =>
    frozen ? withPersonLedgers(current, [person]) : withLedgerRenamed(current, person),
  );
  return { ledger: keptPersonLedgers(result.value).get(person.uid) ?? person.uid, frozen };
}

/**
 * Corrects a person's ledger name (`npm run ledger -- names set person <uid> NAME`), before their
 * first close: refused when another ledger, a person's or the books', has that name without case. A closed month keeps the name it
 * closed with (decision 030).
 */
export async function setPersonLedgerName(store: Store, uid: string, name: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) throw new RangeError(`${uid} is not an account's uid.`);
  const parsed = ledgerNameSchema.safeParse(name);
  if (!parsed.success) throw new RangeError(parsed.error.issues[0]?.message ?? 'Bad name.');
  await setUnlessTaken(store, parsed.data, { uid }, (stored) => {
    const people = typeof stored.people === 'object' && stored.people !== null ? stored.people : {};
    return { ...stored, people: { ...people, [uid]: parsed.data } };
  });
  return parsed.data;
}
