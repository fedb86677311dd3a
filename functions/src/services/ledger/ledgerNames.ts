import {
  LEDGER_NAMES_PATH,
  LEDGER_PEOPLE_PATH,
  personLedgerName,
  uniqueLedgerName,
  ledgerKeySchema,
  ledgerNameSchema,
  readLedgerNames,
  type LedgerKey,
  type LedgerNames,
} from '../../domain/ledger/export/ledgerNames.js';
import type { NamedPerson } from '../../domain/people/personName.js';
import type { Store } from '../../ports/store.js';

export async function listLedgerNames(store: Store): Promise<LedgerNames> {
  return readLedgerNames(await store.get(LEDGER_NAMES_PATH));
}

/** Sets the books' name of one ledger; a bad key or name throws the schema's message and writes nothing. */
export async function setLedgerName(
  store: Store,
  key: string,
  name: string,
): Promise<{ key: LedgerKey; name: string }> {
  const parsedKey = ledgerKeySchema.safeParse(key);
  if (!parsedKey.success) throw new RangeError(parsedKey.error.issues[0]?.message ?? 'Unknown ledger.');
  const parsedName = ledgerNameSchema.safeParse(name);
  if (!parsedName.success) throw new RangeError(parsedName.error.issues[0]?.message ?? 'Bad name.');
  await store.set(`${LEDGER_NAMES_PATH}/${parsedKey.data}`, parsedName.data);
  return { key: parsedKey.data, name: parsedName.data };
}

/** Every person's ledger name kept so far, by uid. */
export async function readPersonLedgers(store: Store): Promise<Map<string, string>> {
  const stored = (await store.get<Record<string, unknown>>(LEDGER_PEOPLE_PATH)) ?? {};
  const kept = new Map<string, string>();
  for (const [uid, value] of Object.entries(stored)) {
    const parsed = ledgerNameSchema.safeParse(value);
    if (parsed.success) kept.set(uid, parsed.data);
  }
  return kept;
}

/** The stored ledgers with one added for each of these people who has none: their name, made unique. */
function withPersonLedgers(
  current: Record<string, unknown>,
  people: readonly NamedPerson[],
): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...current };
  const taken = new Set(Object.values(stored).filter((name): name is string => typeof name === 'string'));
  for (const person of people) {
    if (ledgerNameSchema.safeParse(stored[person.uid]).success) continue;
    const name = uniqueLedgerName(personLedgerName(person), person.uid, taken);
    stored[person.uid] = name;
    taken.add(name);
  }
  return stored;
}

function ledgersOf(stored: Record<string, unknown> | null): Map<string, string> {
  const now = new Map<string, string>();
  for (const [uid, value] of Object.entries(stored ?? {})) {
    const parsed = ledgerNameSchema.safeParse(value);
    if (parsed.success) now.set(uid, parsed.data);
  }
  return now;
}

/**
 * The ledger names of these people, keeping one for each person who has none yet: their name now,
 * made unique among every person's ledger (`uniqueLedgerName`). One transaction over all people's
 * ledgers, so two closes at once keep one name each and never give two people one ledger.
 */
export async function keepPersonLedgers(
  store: Store,
  people: readonly NamedPerson[],
): Promise<Map<string, string>> {
  const kept = await readPersonLedgers(store);
  if (people.every((person) => kept.has(person.uid))) return kept;
  const result = await store.transaction<Record<string, unknown>>(LEDGER_PEOPLE_PATH, (current) =>
    withPersonLedgers(current ?? {}, people),
  );
  return ledgersOf(result.value);
}

/** The ledger names these people would be kept with now, keeping none (a read writes nothing). */
export async function personLedgersNow(
  store: Store,
  people: readonly NamedPerson[],
): Promise<Map<string, string>> {
  const stored = (await store.get<Record<string, unknown>>(LEDGER_PEOPLE_PATH)) ?? {};
  return ledgersOf(withPersonLedgers(stored, people));
}

/**
 * Corrects a person's ledger name (`npm run ledger -- names set person <uid> NAME`), before their
 * first export: refused when another person's ledger has that name. A closed month keeps the name it
 * closed with (decision 030).
 */
export async function setPersonLedgerName(store: Store, uid: string, name: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) throw new RangeError(`${uid} is not an account's uid.`);
  const parsed = ledgerNameSchema.safeParse(name);
  if (!parsed.success) throw new RangeError(parsed.error.issues[0]?.message ?? 'Bad name.');
  const seen: { owner: string | null } = { owner: null };
  const result = await store.transaction<Record<string, unknown>>(LEDGER_PEOPLE_PATH, (current) => {
    const stored: Record<string, unknown> = { ...(current ?? {}) };
    seen.owner =
      Object.entries(stored).find(([other, value]) => other !== uid && value === parsed.data)?.[0] ?? null;
    if (seen.owner !== null) return undefined;
    stored[uid] = parsed.data;
    return stored;
  });
  if (!result.committed) {
    throw new RangeError(
      `${parsed.data} is the ledger of ${seen.owner ?? 'another person'}: choose another name.`,
    );
  }
  return parsed.data;
}
