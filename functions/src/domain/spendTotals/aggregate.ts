import { spendPlaceField, type SpendSide } from '../spend/sides.js';
import { toPaise } from '../spend/money.js';
import type { spendAmountNames } from '../spend/spendFields.js';
import { isApprovedState, spendStateSchema, type SpendState } from '../spendEntries/entryStates.js';

/** The running figures of a group of spend records; amounts in whole paise. */
export const totalFields = ['allocated', 'spent', 'food', 'fuel', 'stay', 'toll'] as const;
export type TotalField = (typeof totalFields)[number];
/**
 * Every figure a totals node keeps: the claimed amounts and `count` (records not withdrawn), and the
 * approved spent amount with `approvedCount` (records whose entry is approved).
 */
export const totalsFigures = [...totalFields, 'count', 'approved', 'approvedCount'] as const;
export type TotalsFigure = (typeof totalsFigures)[number];
export type SpendTotals = Record<TotalsFigure, number>;

/** The stored record's name of each figure. */
export const recordFieldOf = {
  allocated: 'allocatedAmount',
  spent: 'spentAmount',
  food: 'food',
  fuel: 'fuel',
  stay: 'stay',
  toll: 'toll',
} as const satisfies Record<TotalField, (typeof spendAmountNames)[number]>;

export const zeroTotals: SpendTotals = {
  allocated: 0,
  spent: 0,
  food: 0,
  fuel: 0,
  stay: 0,
  toll: 0,
  count: 0,
  approved: 0,
  approvedCount: 0,
};

export function addTotals(a: SpendTotals, b: SpendTotals): SpendTotals {
  return {
    allocated: a.allocated + b.allocated,
    spent: a.spent + b.spent,
    food: a.food + b.food,
    fuel: a.fuel + b.fuel,
    stay: a.stay + b.stay,
    toll: a.toll + b.toll,
    count: a.count + b.count,
    approved: a.approved + b.approved,
    approvedCount: a.approvedCount + b.approvedCount,
  };
}

/** A stored value as text, for showing it as it is. */
function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  const plain = typeof value === 'object' || typeof value === 'number' || typeof value === 'boolean';
  return plain ? JSON.stringify(value) : typeof value;
}

/** One stored amount: what it counts for, what the table shows, and whether it is a problem. */
export interface ReadAmount {
  paise: number;
  /** A number (rupees), a stored text that is not a number (shown as it is), or null when missing. */
  shown: number | string | null;
  bad: boolean;
}

/**
 * Reads an amount of any age: numbers, and numbers stored as text ('450.50'), count; a missing value is
 * 0; anything else (text that is no number, a negative, an object) counts as 0 and is a problem.
 */
export function readAmount(value: unknown): ReadAmount {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { paise: 0, shown: null, bad: false };
  }
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(number) || number < 0) {
    return { paise: 0, shown: rawText(value), bad: true };
  }
  return { paise: toPaise(number), shown: number, bad: false };
}

/** A missing date, or one that is no instant, is shown as such and counted on no day. */
export type SpendDate = number | 'missing' | 'invalid';

export function readDate(value: unknown): SpendDate {
  if (value === undefined || value === null || value === '') return 'missing';
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) && !Number.isNaN(new Date(number).getTime()) ? number : 'invalid';
}

/**
 * The place as the dashboards group and show it: trimmed; placement records written by the app's first
 * version store underscores for spaces. Null when the record names none.
 */
export function placeName(side: SpendSide, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = (side === 'placement' ? value.replaceAll('_', ' ') : value).trim().replace(/\s+/g, ' ');
  return name === '' ? null : name;
}

/** A stored spend record as the dashboards read it, whatever its age or state. */
export interface SpendRow {
  id: string;
  place: string | null;
  date: SpendDate;
  amounts: Record<TotalField, ReadAmount>;
  /** The figures that could not be read (each counted as 0). */
  problems: TotalField[];
  /** Its entry's state, as the record mirrors it; null on a record of no entry (saved before entries). */
  state: SpendState | null;
  entryId: string | null;
}

export function readSpendRow(side: SpendSide, id: string, value: unknown): SpendRow {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const amounts = Object.fromEntries(
    totalFields.map((field) => [field, readAmount(record[recordFieldOf[field]])]),
  ) as Record<TotalField, ReadAmount>;
  const state = spendStateSchema.safeParse(record.state);
  return {
    id,
    place: placeName(side, record[spendPlaceField[side]]),
    date: readDate(record.date ?? record.createdAt),
    amounts,
    problems: totalFields.filter((field) => amounts[field].bad),
    state: state.success ? state.data : null,
    entryId: typeof record.entryId === 'string' ? record.entryId : null,
  };
}

/**
 * What one record adds to the totals: nothing when its entry is withdrawn; its approved share when its
 * entry is approved (settled or not: `isApprovedState`).
 */
export function rowTotals(row: SpendRow): SpendTotals {
  if (row.state === 'withdrawn') return zeroTotals;
  const approved = isApprovedState(row.state);
  return {
    allocated: row.amounts.allocated.paise,
    spent: row.amounts.spent.paise,
    food: row.amounts.food.paise,
    fuel: row.amounts.fuel.paise,
    stay: row.amounts.stay.paise,
    toll: row.amounts.toll.paise,
    count: 1,
    approved: approved ? row.amounts.spent.paise : 0,
    approvedCount: approved ? 1 : 0,
  };
}

/** What a place's row of College Data / Company Data shows, from its totals. */
export interface PlaceFigures {
  remaining: number;
  /** Spent as a percentage of allocated; null (shown '0.00') when nothing was allocated. */
  percentage: number | null;
  /** Spent per transaction in whole paise; null (shown '0.00') when there is none. */
  average: number | null;
}

export function placeFigures(totals: SpendTotals): PlaceFigures {
  return {
    remaining: totals.allocated - totals.spent,
    percentage: totals.allocated > 0 ? (totals.spent / totals.allocated) * 100 : null,
    average: totals.count > 0 ? Math.round(totals.spent / totals.count) : null,
  };
}

export interface SpendProblem {
  id: string;
  place: string | null;
  date: SpendDate;
  fields: TotalField[];
}

export interface Aggregate {
  totals: SpendTotals;
  /** By place name (null: records without a place), in order of first appearance. */
  byPlace: Map<string | null, SpendTotals>;
  problems: SpendProblem[];
}

/** Sums rows per place in whole paise; a bad value counts as 0 and its record is listed as a problem. */
export function aggregate(rows: Iterable<SpendRow>): Aggregate {
  const byPlace = new Map<string | null, SpendTotals>();
  const problems: SpendProblem[] = [];
  let totals = zeroTotals;
  for (const row of rows) {
    const figures = rowTotals(row);
    totals = addTotals(totals, figures);
    byPlace.set(row.place, addTotals(byPlace.get(row.place) ?? zeroTotals, figures));
    if (row.problems.length > 0) {
      problems.push({ id: row.id, place: row.place, date: row.date, fields: row.problems });
    }
  }
  return { totals, byPlace, problems };
}
