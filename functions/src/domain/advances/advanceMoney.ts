import type { AdvanceRecord } from './advance.js';

/** What an advance paid, what approved spends used of it, what came back, and what the person holds. */
export interface AdvanceMoney {
  paid: number;
  used: number;
  returned: number;
  left: number;
}

type Money = Pick<AdvanceRecord, 'payment' | 'draws' | 'returns'>;

const sum = (values: Iterable<number>): number => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

/** In whole paise: left is paid less used less returned, never below zero (the writer keeps it so). */
export function advanceMoney(advance: Money): AdvanceMoney {
  const paid = advance.payment?.paise ?? 0;
  const used = sum(Object.values(advance.draws));
  const returned = sum(Object.values(advance.returns).map((item) => item.paise));
  return { paid, used, returned, left: paid - used - returned };
}

/** How a closed advance ended: all used, all returned, or partly used and the rest returned. */
export type AdvanceOutcome = 'usedUp' | 'returned' | 'partlyReturned';

export function advanceOutcome(money: AdvanceMoney): AdvanceOutcome | null {
  if (money.paid === 0 || money.left > 0) return null;
  if (money.returned === 0) return 'usedUp';
  return money.used === 0 ? 'returned' : 'partlyReturned';
}

/** The state an advance is in once paid: open while the person holds some of it, else closed. */
export const paidState = (advance: Money): 'open' | 'closed' =>
  advanceMoney(advance).left > 0 ? 'open' : 'closed';

/** Age buckets of an open advance, by days since it was paid. */
export const advanceAges = ['0-30', '31-60', 'over60'] as const;
export type AdvanceAge = (typeof advanceAges)[number];
export const advanceAgeText = {
  '0-30': '0-30 days',
  '31-60': '31-60 days',
  over60: 'Over 60 days',
} as const satisfies Record<AdvanceAge, string>;

export function advanceAge(daysSincePaid: number): AdvanceAge {
  if (daysSincePaid <= 30) return '0-30';
  return daysSincePaid <= 60 ? '31-60' : 'over60';
}

/**
 * Which of a person's open advances an approval of `needed` paise draws on, oldest paid first (then by
 * id), each up to what it has left; null when they hold less than that in all.
 */
export function drawPlan(
  open: readonly { id: string; day: string; left: number }[],
  needed: number,
): { id: string; paise: number }[] | null {
  // Push ids sort by creation in code unit order: the older of two advances paid on one day goes first.
  const sorted = [...open].sort(
    (a, b) => a.day.localeCompare(b.day) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const plan: { id: string; paise: number }[] = [];
  let rest = needed;
  for (const advance of sorted) {
    if (rest === 0) break;
    const take = Math.min(rest, advance.left);
    if (take > 0) plan.push({ id: advance.id, paise: take });
    rest -= take;
  }
  return rest === 0 ? plan : null;
}
