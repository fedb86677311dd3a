import { z } from 'zod';
import { personName, type NamedPerson } from '../../people/personName.js';

/**
 * `ledger_names/{key} = name`: the names of the books' ledgers the month's export debits and credits,
 * so an import into Tally lands on the ledgers the accountant already keeps. A key without a name set
 * takes its default.
 */
export const LEDGER_NAMES_PATH = 'ledger_names';

/** The expense heads of a spend (its food, fuel, stay and toll; `other` is the rest of it). */
export const expenseHeads = ['food', 'fuel', 'stay', 'toll', 'other'] as const;
export type ExpenseHead = (typeof expenseHeads)[number];

/** Every ledger the export names: the expense heads, the advances held, and where money moved. */
export const ledgerKeys = [...expenseHeads, 'advances', 'cash', 'bank'] as const;
export type LedgerKey = (typeof ledgerKeys)[number];
export type LedgerNames = Record<LedgerKey, string>;

export const defaultLedgerNames: LedgerNames = {
  food: 'Food Expenses',
  fuel: 'Fuel Expenses',
  stay: 'Lodging Expenses',
  toll: 'Toll Expenses',
  other: 'Travel Expenses',
  advances: 'Staff Advances',
  cash: 'Cash',
  bank: 'Bank Account',
};

export const ledgerKeyText: Record<LedgerKey, string> = {
  food: 'food in a spend',
  fuel: 'fuel in a spend',
  stay: 'stay in a spend',
  toll: 'toll in a spend',
  other: 'the rest of a spend',
  advances: 'allocations held as advances',
  cash: 'settlements in cash',
  bank: 'settlements by UPI or bank transfer',
};

/** Tally allows ledger names of up to 100 characters. */
export const MAX_LEDGER_NAME = 100;
/** A control character (a tab, a newline, ...): Tally's XML cannot carry most, and none belongs in a name. */
const CONTROL = /\p{Cc}/u;
export const ledgerNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the ledger a name.')
  .max(MAX_LEDGER_NAME, `A ledger's name is at most ${String(MAX_LEDGER_NAME)} characters.`)
  .refine(
    (name) => !CONTROL.test(name),
    "A ledger's name cannot hold a tab, a new line or another control character.",
  );

export const ledgerKeySchema = z.enum(ledgerKeys, {
  error: () => `Choose one of: ${ledgerKeys.join(', ')}.`,
});

/** The names stored, each one good, over the defaults (a bad stored value keeps its default). */
export function readLedgerNames(value: unknown): LedgerNames {
  const names = { ...defaultLedgerNames };
  if (typeof value !== 'object' || value === null) return names;
  const stored = value as Record<string, unknown>;
  for (const key of ledgerKeys) {
    const parsed = ledgerNameSchema.safeParse(stored[key]);
    if (parsed.success) names[key] = parsed.data;
  }
  return names;
}

/**
 * The name a person's ledger takes when it is first kept: the name every screen calls them by then
 * (the name kept for them, else the one made from their email), so the books and the app agree.
 */
export function personLedgerName(person: NamedPerson): string {
  return personName(person).replace(CONTROL_ALL, ' ').slice(0, MAX_LEDGER_NAME);
}
const CONTROL_ALL = /\p{Cc}/gu;

/**
 * How Tally tells two ledger names apart: without case, and without the spaces around them
 * ('ASHA RAO' is 'Asha Rao'), so two names of one key are one ledger in the books.
 */
export const ledgerNameKey = (name: string): string => name.trim().toLowerCase();

/**
 * A person's ledger name no other ledger has (`taken` holds the keys, `ledgerNameKey`, of every
 * other ledger: the books' and the people's): `name`, else the name and a short code from their uid
 * ('Asha Rao (ab12)', longer codes while that is taken too), so two staff who share a name, or a
 * person named like a books ledger, never become one ledger in the books.
 */
export function uniqueLedgerName(name: string, uid: string, taken: ReadonlySet<string>): string {
  if (!taken.has(ledgerNameKey(name))) return name;
  for (let length = 4; length <= uid.length; length += 2) {
    const code = ` (${uid.slice(0, length)})`;
    const candidate = `${name.slice(0, MAX_LEDGER_NAME - code.length)}${code}`;
    if (!taken.has(ledgerNameKey(candidate))) return candidate;
  }
  return `${name.slice(0, MAX_LEDGER_NAME - uid.length - 3)} (${uid})`;
}

/** A person's advance ledger: 'Staff advance - {their ledger}', within Tally's 100 characters. */
export const advanceLedgerName = (personLedger: string): string =>
  `Staff advance - ${personLedger}`.slice(0, MAX_LEDGER_NAME);

/** The group a ledger sits under in Tally (its PARENT): Tally refuses a ledger under none. */
export type LedgerGroup =
  'Sundry Creditors' | 'Loans & Advances (Asset)' | 'Bank Accounts' | 'Cash-in-Hand' | 'Indirect Expenses';

/** The names the books use: each key's ledger, and each person's ledger by uid. */
export interface BooksNames {
  names: LedgerNames;
  people: ReadonlyMap<string, string>;
}

/**
 * The ledger of one account of the book, by the names the books use: the one place an account
 * (`expense:fuel`, `advances:<uid>`, `person:<uid>`, `bank`, `cash`) becomes a Tally ledger and group.
 * Each person's advances are their own ledger ('Staff advance - Asha Rao'), beside their own; a person
 * with no ledger kept is named as every screen names them.
 */
export function ledgerOf(account: string, books: BooksNames): { name: string; group: LedgerGroup } {
  const head = expenseHeads.find((one) => account === `expense:${one}`) ?? null;
  if (head !== null) return { name: books.names[head], group: 'Indirect Expenses' };
  if (account === 'bank') return { name: books.names.bank, group: 'Bank Accounts' };
  if (account === 'cash') return { name: books.names.cash, group: 'Cash-in-Hand' };
  if (account.startsWith('advances:')) {
    const uid = account.slice('advances:'.length);
    return {
      name: advanceLedgerName(books.people.get(uid) ?? personLedgerName({ uid })),
      group: 'Loans & Advances (Asset)',
    };
  }
  const uid = account.startsWith('person:') ? account.slice('person:'.length) : account;
  return { name: books.people.get(uid) ?? personLedgerName({ uid }), group: 'Sundry Creditors' };
}
