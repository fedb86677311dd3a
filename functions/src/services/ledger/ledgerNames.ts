import {
  LEDGER_NAMES_PATH,
  LEDGER_PEOPLE_PATH,
  MAX_LEDGER_NAME,
  personLedgerName,
  personLedgerPath,
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

/**
 * The ledger names of these people, keeping one for each person who has none yet: their name now.
 * Set only where none is kept (a transaction per person), so two exports at once keep one name.
 */
export async function keepPersonLedgers(
  store: Store,
  people: readonly NamedPerson[],
): Promise<Map<string, string>> {
  const kept = await readPersonLedgers(store);
  await Promise.all(
    people
      .filter((person) => !kept.has(person.uid))
      .map(async (person) => {
        const name = personLedgerName(person).slice(0, MAX_LEDGER_NAME);
        const result = await store.transaction<unknown>(personLedgerPath(person.uid), (current) =>
          current === null || current === undefined ? name : undefined,
        );
        const stored = ledgerNameSchema.safeParse(result.value);
        kept.set(person.uid, stored.success ? stored.data : name);
      }),
  );
  return kept;
}
