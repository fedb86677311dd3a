import type { DueFollowUp } from '@domain/api/myFollowUps';
import { daysBetween, dueClassOf, type DueClass } from '@domain/followUps/nextVisit';

/** The Due list's sections, in the order they show. */
export const dueSections = [
  { dueClass: 'overdue', title: 'Overdue' },
  { dueClass: 'today', title: 'Today' },
  { dueClass: 'thisWeek', title: 'This week' },
  { dueClass: 'later', title: 'Later' },
] as const satisfies readonly { dueClass: DueClass; title: string }[];

export interface DueRow extends DueFollowUp {
  dueClass: DueClass;
  daysOverdue: number;
}

/**
 * The follow-ups classed against `today` (the organisation's day now), not the day the server answered:
 * a copy kept on the phone overnight shows tomorrow's classes.
 */
export function dueRows(followUps: readonly DueFollowUp[], today: string): DueRow[] {
  return followUps
    .map((item) => ({
      ...item,
      dueClass: dueClassOf(item.due, today),
      daysOverdue: Math.max(0, daysBetween(item.due, today)),
    }))
    .sort((a, b) => a.due.localeCompare(b.due) || a.place.localeCompare(b.place));
}

/** Overdue and due today: what the badges count. */
export function pressingCount(rows: readonly DueRow[]): number {
  return rows.filter((row) => row.dueClass === 'overdue' || row.dueClass === 'today').length;
}

/** 'dd/MM' of a YYYY-MM-DD day. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function whenText(row: DueRow): string {
  if (row.dueClass === 'overdue')
    return `${String(row.daysOverdue)} day${row.daysOverdue === 1 ? '' : 's'} overdue (${shortDay(row.due)})`;
  if (row.dueClass === 'today') return 'Due today';
  return `Due ${shortDay(row.due)}`;
}
