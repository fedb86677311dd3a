import { entryMoney, isSettleable, openBalancePaise, type MoneyEntry } from '../ledger/entryMoney.js';
import { fromPaise } from '../spend/money.js';
import { isApprovedState } from '../spendEntries/entryStates.js';
import { rupeeText } from '../spendEntries/rupees.js';
import type { SettlementReader } from './settlement.js';

/**
 * The running figures of a person, in whole paise (integers, never rupee floats), kept per person
 * (`spend_balances/{uid}`), per side, person and day (`spend_person_days/{side}/{uid}/{day}`) and per
 * side and person over all days (`spend_person_totals/{side}/{uid}`; paths in
 * services/ledger/figurePaths.ts), all moved by the book's one writer in the same atomic update as
 * each posting (decision 034). Every figure is the sum of `entryFigures` over the person's entries as
 * the lines date them, so `npm run ledger -- check` recomputes them from the lines.
 *
 * - `entries`, `allocated`, `claimed`: entries counting as claimed (all but withdrawn) and their
 *   allocated and spent amounts;
 * - `approved`, `approvedAllocated`: entries approved (settled or not): approved spent and allocated;
 * - `settled`: what settlements paid minus what they recovered;
 * - `openEntries`, `openAllocated`, `openApproved`: the entries a settlement can take (approved and
 *   unsettled, or refused or withdrawn with an advance never returned): their count, advances and
 *   approved amounts. Their difference is the balance: positive, the organisation owes the person;
 *   negative, they return it. It equals the sum of the person's postings (`entryMoney`), which
 *   `npm run indexes -- check` verifies against the ledger.
 * - `openRefused`, `openRefusedAdvance`: of those, the refused or withdrawn spends, and their advances
 *   (what the balance's words explain: 'Kiran returns ₹2,000.00 (advance on a refused spend)').
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
  'openRefused',
  'openRefusedAdvance',
] as const;
export type FigureName = (typeof figureNames)[number];
export type Figures = Record<FigureName, number>;

export const zeroFigures = (): Figures => Object.fromEntries(figureNames.map((name) => [name, 0])) as Figures;

/** What one entry adds to its owner's figures, from the one reading of its money (`entryMoney`). */
export function entryFigures(entry: MoneyEntry): Figures {
  const figures = zeroFigures();
  const money = entryMoney(entry);
  if (entry.state !== 'withdrawn') figures.entries = 1;
  figures.allocated = money.allocated;
  figures.claimed = money.claimed;
  if (isApprovedState(entry.state)) {
    figures.approved = money.approved;
    figures.approvedAllocated = money.advance;
  }
  figures.settled = money.paid - money.recovered;
  if (isSettleable(entry)) {
    figures.openEntries = 1;
    figures.openAllocated = money.advance;
    figures.openApproved = money.approved;
    if (entry.state !== 'approved') {
      figures.openRefused = 1;
      figures.openRefusedAdvance = money.advance;
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

/** What a settleable entry moves the balance by: approved minus its advance, in paise. */
export const entryBalancePaise = (entry: MoneyEntry): number => openBalancePaise(entry);

/** Paise as money, always with paise: '₹1,240.50', '₹300.00' (the sign left to the words). */
export function paiseText(paise: number): string {
  return rupeeText(fromPaise(Math.abs(paise)));
}

/** What part of a balance is advances on refused or withdrawn spends: how many, and how much. */
export interface RefusedAdvances {
  count: number;
  paise: number;
}

/** '(advance on a refused spend)', '(including ₹500.00 advances on 2 refused spends)', or ''. */
function advanceNote(paise: number, advances: RefusedAdvances | undefined): string {
  if (!advances || advances.count === 0 || advances.paise === 0 || paise >= 0) return '';
  const what =
    advances.count === 1
      ? 'advance on a refused spend'
      : `advances on ${String(advances.count)} refused spends`;
  return advances.paise === -paise ? ` (${what})` : ` (including ${paiseText(advances.paise)} ${what})`;
}

/**
 * A balance in words: 'The organisation owes Asha ₹1,240.50', 'Asha returns ₹300.00', 'Settled up';
 * a balance owed on refused or withdrawn spends' advances says so: 'Kiran returns ₹2,000.00 (advance
 * on a refused spend)'. Its owner reads it in the second person: 'The organisation owes you
 * ₹1,240.50', 'You return ₹300.00'.
 */
export function balanceText(
  name: string,
  paise: number,
  advances?: RefusedAdvances,
  reader: SettlementReader = 'admin',
): string {
  const own = reader === 'owner';
  if (paise > 0) return `The organisation owes ${own ? 'you' : name} ${paiseText(paise)}`;
  if (paise < 0) {
    return `${own ? 'You return' : `${name} returns`} ${paiseText(paise)}${advanceNote(paise, advances)}`;
  }
  return 'Settled up';
}
