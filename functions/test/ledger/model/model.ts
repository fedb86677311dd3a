import { otherSalesRep, placementRep, salesRep } from '../../support/callables.js';

/**
 * The property test's model, in plain arithmetic over the events it generates: it never calls the
 * project's balance, ledger, split or aggregation code.
 */
export const reps = [
  { caller: salesRep, side: 'sales' as const },
  { caller: otherSalesRep, side: 'sales' as const },
  { caller: placementRep, side: 'placement' as const },
];
export const placesOf = {
  sales: ['VJTI Mumbai', 'COEP Pune', 'IIT Bombay'],
  placement: ['Infosys Pune', 'TCS Mumbai', 'Wipro Bengaluru'],
} as const;
export const settlementModes = ['upi', 'bank', 'cash'] as const;

export const start = Date.UTC(2026, 7, 3, 6, 0); // 3 Aug 2026, 11:30 in Asia/Kolkata
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface ModelEntry {
  id: string;
  owner: number;
  places: string[];
  day: string;
  allocated: number;
  claimed: number;
  state: 'waiting' | 'approved' | 'refused' | 'withdrawn';
  approved: number;
  settlement: string | null;
  version: number;
  /** Refused with the allocation recorded in error: no advance owed. */
  advanceReversed: boolean;
  /** The day of the latest thing that happened to it: no settlement of it may be dated earlier. */
  latest: string;
  /** While approved: what it used of each advance, by advance id. */
  draws: Map<string, number>;
}
/** An advance paid to a person: what it paid, what approvals used of it, what came back. */
export interface ModelAdvance {
  id: string;
  owner: number;
  day: string;
  paid: number;
  used: number;
  returned: number;
}
export const leftOf = (advance: ModelAdvance): number => advance.paid - advance.used - advance.returned;
export interface ModelSettlement {
  id: string;
  owner: number;
  entries: { id: string; change: number }[];
  /** What it paid or recovered, in paise, as the model sums the ticked entries. */
  amount: number;
  reversed: boolean;
}
/** A closed month as it read when it closed: each person's statement, and its Tally and CSV files. */
export interface ClosedMonth {
  statements: string[];
  exports: string[];
}
export interface Model {
  closed: Map<string, ClosedMonth>;
  entries: ModelEntry[];
  settlements: ModelSettlement[];
  advances: ModelAdvance[];
  /** Every change of a claimed amount, dated. */
  claims: { owner: number; day: string; paise: number }[];
  /** Every change of an approved amount, and of what settlements moved (paid less recovered), dated. */
  approvals: { owner: number; day: string; paise: number }[];
  settled: { owner: number; day: string; paise: number }[];
  /** Every change of a balance, dated: the model's ledger. */
  changes: { owner: number; day: string; paise: number }[];
}

export const emptyModel = (): Model => ({
  closed: new Map(),
  claims: [],
  approvals: [],
  settled: [],
  entries: [],
  settlements: [],
  advances: [],
  changes: [],
});

/** The day in Asia/Kolkata (UTC+05:30, no daylight saving), written out here rather than imported. */
export const dayOf = (ms: number): string => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
export const rupees = (amount: number): number => amount / 100;
export const pickOf = <T>(list: readonly T[], index: number): T | undefined =>
  list[index % Math.max(1, list.length)];
export const later = (a: string, b: string): string => (a > b ? a : b);
export const isClosed = (model: Model, day: string): boolean =>
  [...model.closed.keys()].some((month) => day.slice(0, 7) <= month);

/**
 * The day a decision, reopening or withdrawal of a spend of `day` is booked on: its own day while its
 * month is open, else the first day after the last closed month (booked late).
 */
export function bookedDay(model: Model, day: string): string {
  const through = [...model.closed.keys()].reduce((last, month) => (month > last ? month : last), '');
  if (through === '' || day.slice(0, 7) > through) return day;
  const [year, month] = through.split('-').map(Number) as [number, number];
  return month === 12
    ? `${String(year + 1)}-01-01`
    : `${String(year)}-${String(month + 1).padStart(2, '0')}-01`;
}

export function book(model: Model, owner: number, day: string, paise: number): void {
  if (paise !== 0) model.changes.push({ owner, day, paise });
}

export const monthsOf = (): string[] => {
  const first = dayOf(start).slice(0, 7);
  const last = dayOf(Date.now()).slice(0, 7);
  const months: string[] = [];
  for (let [year, month] = first.split('-').map(Number) as [number, number]; ;) {
    const one = `${String(year)}-${String(month).padStart(2, '0')}`;
    months.push(one);
    if (one >= last) break;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
};

/**
 * The months of the books: from the month of the first posting, the model's earliest claim or change
 * (this month while there is none), to this month. A read of an earlier month is refused.
 */
export function bookMonthsOf(model: Model): { before: string[]; within: string[] } {
  const days = [...model.claims, ...model.changes, ...model.advances].map((change) => change.day);
  const first = days.reduce((a, b) => (b < a ? b : a), dayOf(Date.now())).slice(0, 7);
  const months = monthsOf();
  return { before: months.filter((m) => m < first), within: months.filter((m) => m >= first) };
}

/** 26/11/2026, as the server's messages write a day. */
export const dayText = (day: string): string => day.split('-').reverse().join('/');

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];
const laterMonths = ['September', 'October', 'November', 'December'];
export const closedMessage = (day: string): string => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const name = [...monthNames, ...laterMonths][month - 1] ?? '';
  return `${name} ${String(year)} is closed: choose a day in an open month.`;
};
