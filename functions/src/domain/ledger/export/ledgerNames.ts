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
export const ledgerNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the ledger a name.')
  .max(MAX_LEDGER_NAME, `A ledger's name is at most ${String(MAX_LEDGER_NAME)} characters.`);

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
 * `ledger_names/people/{uid} = name`: the ledger each person's money is booked to, kept the first time
 * a month with their money is exported, so a later change of the name screens show never opens a
 * second ledger for them in the books (nor changes a month already exported).
 */
export const LEDGER_PEOPLE_PATH = `${LEDGER_NAMES_PATH}/people`;
export const personLedgerPath = (uid: string) => `${LEDGER_PEOPLE_PATH}/${uid}`;

/**
 * The name a person's ledger takes when it is first kept: the name every screen calls them by then
 * (the name kept for them, else the one made from their email), so the books and the app agree.
 */
export function personLedgerName(person: NamedPerson): string {
  return personName(person);
}
