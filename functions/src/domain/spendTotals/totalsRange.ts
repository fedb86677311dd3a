/**
 * How a summary reads a range of days from the running totals, which are kept per day and per month:
 * whole months from the month nodes, the days at either end from the day nodes. Bounds are inclusive
 * keys (YYYY-MM-DD for days, YYYY-MM for months); an absent bound is open.
 */
export interface KeyRange {
  startAt?: string;
  endAt?: string;
}

export interface TotalsReadPlan {
  /** Null when no whole month lies inside the range. */
  months: KeyRange | null;
  days: KeyRange[];
}

const monthOf = (day: string) => day.slice(0, 7);

function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const firstDayOf = (month: string) => `${month}-01`;

export function lastDayOf(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
}

const bounded = (range: KeyRange): KeyRange => ({
  ...(range.startAt === undefined ? {} : { startAt: range.startAt }),
  ...(range.endAt === undefined ? {} : { endAt: range.endAt }),
});

export function totalsReadPlan(from?: string, to?: string): TotalsReadPlan {
  if (from !== undefined && to !== undefined && monthOf(from) === monthOf(to)) {
    const whole = from === firstDayOf(monthOf(from)) && to === lastDayOf(monthOf(to));
    return whole
      ? { months: { startAt: monthOf(from), endAt: monthOf(to) }, days: [] }
      : { months: null, days: [{ startAt: from, endAt: to }] };
  }
  const days: KeyRange[] = [];
  let firstMonth: string | undefined;
  let lastMonth: string | undefined;
  if (from !== undefined) {
    if (from === firstDayOf(monthOf(from))) firstMonth = monthOf(from);
    else {
      days.push({ startAt: from, endAt: lastDayOf(monthOf(from)) });
      firstMonth = shiftMonth(monthOf(from), 1);
    }
  }
  if (to !== undefined) {
    if (to === lastDayOf(monthOf(to))) lastMonth = monthOf(to);
    else {
      days.push({ startAt: firstDayOf(monthOf(to)), endAt: to });
      lastMonth = shiftMonth(monthOf(to), -1);
    }
  }
  const empty = firstMonth !== undefined && lastMonth !== undefined && firstMonth > lastMonth;
  return { months: empty ? null : bounded({ startAt: firstMonth, endAt: lastMonth }), days };
}
