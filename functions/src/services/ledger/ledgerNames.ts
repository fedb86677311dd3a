import {
  LEDGER_NAMES_PATH,
  ledgerKeySchema,
  ledgerNameSchema,
  readLedgerNames,
  type LedgerKey,
  type LedgerNames,
} from '../../domain/ledger/export/ledgerNames.js';
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
