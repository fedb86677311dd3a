import { z } from 'zod';
import { fieldMessages } from '../visits/fieldRules.js';
import { addDays, addMonth, daysBetween, isOrgDay } from '../time/orgTime.js';

/** How far ahead a visit may set the next one. */
export const MAX_NEXT_VISIT_DAYS = 90;

export const nextVisitMessages = {
  beforeVisit: 'The next visit is on or after the day of this visit.',
  tooFar: `The next visit is at most ${String(MAX_NEXT_VISIT_DAYS)} days after this one.`,
  movedBeforeToday: 'The new day is today or later.',
  movedTooFar: `The new day is at most ${String(MAX_NEXT_VISIT_DAYS)} days from today.`,
} as const;

/** 'Next visit on' as the date input gives it (YYYY-MM-DD); its range is `nextVisitProblem`'s. */
export const nextVisitOnSchema = z.string({ error: fieldMessages.date }).refine(isOrgDay, fieldMessages.date);

/** The form's quick picks beside 'Next visit on', from the visit's day. */
export const nextVisitPicks = [
  { label: '+1 week', from: (day: string) => addDays(day, 7) },
  { label: '+2 weeks', from: (day: string) => addDays(day, 14) },
  { label: '+1 month', from: addMonth },
] as const;

/**
 * Why a next visit cannot be on `next` for a visit made on `visitDay` (the organisation's day it was
 * captured, so a visit queued offline is judged by the day it was made, never by when it arrives), or
 * null. The form and the server ask the same question.
 */
export function nextVisitProblem(next: string, visitDay: string): string | null {
  const days = daysBetween(visitDay, next);
  if (days < 0) return nextVisitMessages.beforeVisit;
  if (days > MAX_NEXT_VISIT_DAYS) return nextVisitMessages.tooFar;
  return null;
}

/**
 * Why a follow-up cannot be moved to `next` on `today` (the organisation's day), or null: a moved day
 * keeps the form's range, counted from today.
 */
export function movedDayProblem(next: string, today: string): string | null {
  const days = daysBetween(today, next);
  if (days < 0) return nextVisitMessages.movedBeforeToday;
  if (days > MAX_NEXT_VISIT_DAYS) return nextVisitMessages.movedTooFar;
  return null;
}

/** Where a follow-up falls on the Due list: past its day, on today, in the next 7 days, or later. */
export type DueClass = 'overdue' | 'today' | 'thisWeek' | 'later';

/** `today` is the organisation's day (`orgDayOf(now)`), so every phone, in any zone, sees the same. */
export function dueClassOf(due: string, today: string): DueClass {
  const days = daysBetween(today, due);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  return days <= 7 ? 'thisWeek' : 'later';
}
