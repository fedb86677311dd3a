import type { NamedPerson } from '../../people/personName.js';
import {
  ledgerKeyText,
  ledgerKeys,
  ledgerNameKey,
  ledgerNameSchema,
  personLedgerName,
  readLedgerNames,
  uniqueLedgerName,
  type LedgerKey,
} from './ledgerNames.js';

/**
 * The whole `ledger_names` node: the books' names by key, and `people/{uid} = name`, the ledger each
 * person's money is booked to, kept when they are named or at the first close that needs it, so a
 * later change of the name screens show never opens a second ledger for them in the books.
 */
export type StoredLedgerNames = Record<string, unknown>;

/** Who holds a ledger name: one of the books' ledgers, or a person's. */
export type LedgerHolder = { key: LedgerKey } | { uid: string };

const storedPeople = (stored: StoredLedgerNames): Record<string, unknown> => {
  const people = stored.people;
  return typeof people === 'object' && people !== null ? (people as Record<string, unknown>) : {};
};

/** Every person's ledger kept in the node, by uid (a malformed one is skipped). */
export function keptPersonLedgers(stored: StoredLedgerNames | null): Map<string, string> {
  const kept = new Map<string, string>();
  for (const [uid, value] of Object.entries(storedPeople(stored ?? {}))) {
    const parsed = ledgerNameSchema.safeParse(value);
    if (parsed.success) kept.set(uid, parsed.data);
  }
  return kept;
}

/**
 * Who holds each ledger name now, by `ledgerNameKey`: the books' ledgers (their names of now, the
 * defaults included) first, then every person's ledger.
 */
export function ledgerHolders(stored: StoredLedgerNames | null): Map<string, LedgerHolder> {
  const holders = new Map<string, LedgerHolder>();
  const books = readLedgerNames(stored);
  for (const key of ledgerKeys) holders.set(ledgerNameKey(books[key]), { key });
  for (const [uid, name] of keptPersonLedgers(stored)) {
    if (!holders.has(ledgerNameKey(name))) holders.set(ledgerNameKey(name), { uid });
  }
  return holders;
}

/** The holder of `name` other than `self`, if any. */
export function otherHolder(
  stored: StoredLedgerNames | null,
  name: string,
  self: LedgerHolder,
): LedgerHolder | null {
  const holder = ledgerHolders(stored).get(ledgerNameKey(name));
  if (!holder) return null;
  const same =
    'key' in holder ? 'key' in self && self.key === holder.key : 'uid' in self && self.uid === holder.uid;
  return same ? null : holder;
}

/** The refusal of a name another ledger holds, naming whose it is (`personText` names a person). */
export function takenNameMessage(
  name: string,
  holder: LedgerHolder,
  personText: (uid: string) => string,
): string {
  const whose =
    'key' in holder
      ? `the books' ledger of ${ledgerKeyText[holder.key]} (${holder.key})`
      : `the ledger of ${personText(holder.uid)}`;
  return `${name} is ${whose}: choose another name.`;
}

const byUid = (a: NamedPerson, b: NamedPerson) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

/**
 * The node with a ledger added for each of these people who has none: their name, made unique
 * (`uniqueLedgerName`) among the books' ledgers and every person's ledger, without case. Those who
 * have none are given theirs in uid order, so the same people always get the same short codes,
 * whatever order they are asked in: what a screen predicts is what the close keeps.
 */
export function withPersonLedgers(
  stored: StoredLedgerNames | null,
  people: readonly NamedPerson[],
): StoredLedgerNames {
  const ledgers: Record<string, unknown> = { ...storedPeople(stored ?? {}) };
  const taken = new Set(ledgerHolders(stored).keys());
  for (const person of [...people].sort(byUid)) {
    if (ledgerNameSchema.safeParse(ledgers[person.uid]).success) continue;
    const name = uniqueLedgerName(personLedgerName(person), person.uid, taken);
    ledgers[person.uid] = name;
    taken.add(ledgerNameKey(name));
  }
  return { ...(stored ?? {}), people: ledgers };
}

/**
 * The node with this person's ledger made from their name now (unique, without case), whatever it
 * was: for a person no closed month has yet, whose ledger follows the name they are given.
 */
export function withLedgerRenamed(stored: StoredLedgerNames | null, person: NamedPerson): StoredLedgerNames {
  const ledgers = Object.fromEntries(
    Object.entries(storedPeople(stored ?? {})).filter(([uid]) => uid !== person.uid),
  );
  return withPersonLedgers({ ...(stored ?? {}), people: ledgers }, [person]);
}
