import type { ChangeFollowUpInput } from '@domain/api/changeFollowUp';
import type { DueFollowUp } from '@domain/api/myFollowUps';
import { dueClassOf, type DueClass } from '@domain/followUps/nextVisit';
import { isUnsent, type OutboxEntry } from '../../lib/submission/entry';
import { daysBetween } from '@domain/time/orgTime';

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
  /** Moved on this phone, the move not sent yet. */
  moving?: boolean;
}

/** A move or drop still on this phone, with the version it was made from. */
export type PendingChange = Pick<ChangeFollowUpInput, 'change' | 'version'>;

/** The moves and drops still on this phone, by the visit that set the follow-up (the latest wins). */
export function pendingChanges(entries: readonly OutboxEntry[]): ReadonlyMap<string, PendingChange> {
  const changes = new Map<string, PendingChange>();
  for (const entry of entries) {
    if (entry.kind !== 'call' || entry.callable !== 'changeFollowUp' || !isUnsent(entry)) continue;
    const { visitId, change, version } = entry.input as ChangeFollowUpInput;
    changes.set(visitId, { change, version });
  }
  return changes;
}

/**
 * The server's follow-ups as this phone will make them: a drop waiting to be sent hides its row; a move
 * shows its day and the version it will make, so a second move on this phone follows the first.
 */
export function withPendingChanges(
  followUps: readonly DueFollowUp[],
  changes: ReadonlyMap<string, PendingChange>,
): (DueFollowUp & { moving?: boolean })[] {
  return followUps.flatMap((item) => {
    const pending = changes.get(item.visitId);
    if (!pending) return [item];
    const { change, version = item.version } = pending;
    if (change.kind === 'drop') return [];
    return [{ ...item, due: change.due, version: Math.max(item.version, version + 1), moving: true }];
  });
}

/**
 * The follow-ups classed against `today` (the organisation's day now), not the day the server answered:
 * a copy kept on the phone overnight shows tomorrow's classes.
 */
export function dueRows(followUps: readonly (DueFollowUp & { moving?: boolean })[], today: string): DueRow[] {
  return followUps
    .map((item) => ({
      ...item,
      dueClass: dueClassOf(item.due, today),
      daysOverdue: Math.max(0, daysBetween(item.due, today)),
    }))
    .sort((a, b) => a.due.localeCompare(b.due) || a.place.localeCompare(b.place));
}

/** Overdue and due today, apart: what the morning reminder's summary counts. */
export function dueCounts(rows: readonly DueRow[]): { overdue: number; today: number } {
  return {
    overdue: rows.filter((row) => row.dueClass === 'overdue').length,
    today: rows.filter((row) => row.dueClass === 'today').length,
  };
}

/** Overdue and due today: what the badges count. */
export function pressingCount(rows: readonly DueRow[]): number {
  return rows.filter((row) => row.dueClass === 'overdue' || row.dueClass === 'today').length;
}

/** 'dd/MM' of a YYYY-MM-DD day. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function whenText(row: DueRow): string {
  if (row.dueClass === 'overdue')
    return `${String(row.daysOverdue)} day${row.daysOverdue === 1 ? '' : 's'} overdue (${shortDay(row.due)})`;
  if (row.dueClass === 'today') return 'Due today';
  return `Due ${shortDay(row.due)}`;
}
