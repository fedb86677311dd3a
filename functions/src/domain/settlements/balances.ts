import { toPaise } from '../spend/money.js';
import type { SpendSide } from '../spend/sides.js';
import { approvedStates, claimedStates } from '../spendEntries/entryStates.js';
import type { SpendEntryRecord } from '../spendEntries/spendEntry.js';

/**
 * The running figures of a person, in whole paise (integers, never rupee floats), kept per person
 * (`spend_balances/{uid}`) and per side, person and day (`spend_person_days/{side}/{uid}/{day}`), both
 * moved by increments in the same atomic update as each save, decision, correction, withdrawal,
 * settlement and reversal (the entry's index writes). Every figure is the sum of `entryFigures` over
 * the person's entries, so `npm run indexes -- check` recomputes them from the entries alone.
 *
 * - `entries`, `allocated`, `claimed`: entries counting as claimed (all but withdrawn) and their
 *   allocated and spent amounts;
 * - `approved`, `approvedAllocated`: entries approved (settled or not): approved spent and allocated;
 * - `settled`: approved minus allocated of the settled entries (what settlements paid, net);
 * - `openEntries`, `openAllocated`, `openApproved`: the approved entries not settled yet. Their
 *   difference is the balance: positive, the organisation owes the person; negative, they return it.
 */
export const figureNames = [
  'entries',
  'allocated',
  'claimed',
  'approved',
  'approvedAllocated',
  'settled',
  'openEntries',
  'openAllocated',
  'openApproved',
] as const;
export type FigureName = (typeof figureNames)[number];
export type Figures = Record<FigureName, number>;

export const SPEND_BALANCES_PATH = 'spend_balances';
export const SPEND_PERSON_DAYS_PATH = 'spend_person_days';
export const balancePath = (uid: string) => `${SPEND_BALANCES_PATH}/${uid}`;
export const personDaysPath = (side: SpendSide, uid: string) => `${SPEND_PERSON_DAYS_PATH}/${side}/${uid}`;

export const zeroFigures = (): Figures => Object.fromEntries(figureNames.map((name) => [name, 0])) as Figures;

/** What one entry adds to its owner's figures. */
export function entryFigures(entry: Pick<SpendEntryRecord, 'state' | 'amounts' | 'approvedAmount'>): Figures {
  const figures = zeroFigures();
  const allocated = toPaise(entry.amounts.allocatedAmount);
  const claimed = toPaise(entry.amounts.spentAmount);
  if (claimedStates.includes(entry.state)) {
    figures.entries = 1;
    figures.allocated = allocated;
    figures.claimed = claimed;
  }
  if (approvedStates.includes(entry.state)) {
    const approved = toPaise(entry.approvedAmount ?? entry.amounts.spentAmount);
    figures.approved = approved;
    figures.approvedAllocated = allocated;
    if (entry.state === 'settled') figures.settled = approved - allocated;
    if (entry.state === 'approved') {
      figures.openEntries = 1;
      figures.openAllocated = allocated;
      figures.openApproved = approved;
    }
  }
  return figures;
}

/** Figures read from the Store (missing ones are 0). */
export function readFigures(value: unknown): Figures {
  const figures = zeroFigures();
  if (typeof value !== 'object' || value === null) return figures;
  const record = value as Record<string, unknown>;
  for (const name of figureNames) {
    const number = record[name];
    if (typeof number === 'number' && Number.isSafeInteger(number)) figures[name] = number;
  }
  return figures;
}

export function addFigures(a: Figures, b: Figures, sign = 1): Figures {
  return Object.fromEntries(figureNames.map((name) => [name, a[name] + sign * b[name]])) as Figures;
}

/** The balance of the approved, unsettled entries: positive, owed to the person; negative, owed by them. */
export const balanceOf = (figures: Pick<Figures, 'openApproved' | 'openAllocated'>): number =>
  figures.openApproved - figures.openAllocated;

/** What an approved entry moves the balance by: approved spent minus allocated, in paise. */
export function entryBalancePaise(entry: {
  amounts: Pick<SpendEntryRecord['amounts'], 'allocatedAmount' | 'spentAmount'>;
  approvedAmount?: number | null | undefined;
}): number {
  return toPaise(entry.approvedAmount ?? entry.amounts.spentAmount) - toPaise(entry.amounts.allocatedAmount);
}

const exact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as money, always with paise: '₹1,240.50', '₹300.00' (the sign left to the words). */
export function paiseText(paise: number): string {
  return `₹${exact.format(Math.abs(paise) / 100)}`;
}

/** A balance in words: 'The organisation owes Asha ₹1,240.50', 'Asha returns ₹300.00', 'Settled up'. */
export function balanceText(name: string, paise: number): string {
  if (paise > 0) return `The organisation owes ${name} ${paiseText(paise)}`;
  if (paise < 0) return `${name} returns ${paiseText(paise)}`;
  return 'Settled up';
}
