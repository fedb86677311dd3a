import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import { monthDays } from '../settlements/statement.js';

/**
 * `ledger_close`: the last closed month (every month up to it is closed: a posting dated in an earlier
 * month would change every later opening balance) and the writers holding a past day open meanwhile.
 * A write dated in a past month (or on a month's last day) first adds itself to `writers` in one
 * transaction that refuses a closed month; a close refuses while a fresh writer holds a day of the month.
 * So a close and a posting dated in that month never both land.
 */
export const LEDGER_CLOSE_PATH = 'ledger_close';
const at = z.number().int();
export const ledgerCloseSchema = z.object({
  through: z.string().optional(),
  closedBy: createdBySchema.optional(),
  closedAt: at.optional(),
  writers: z.record(z.string(), z.object({ day: z.string(), at })).optional(),
});
export type LedgerClose = z.output<typeof ledgerCloseSchema>;

/** 'YYYY-MM' of a day. */
export const monthOfDay = (day: string): string => day.slice(0, 7);

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** 2026-10 as people say it: October 2026. */
export function monthText(month: string): string {
  const [year, number] = month.split('-');
  return `${monthNames[Number(number) - 1] ?? month} ${year ?? ''}`.trim();
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 1 ? `${String(year - 1)}-12` : `${String(year)}-${String(number - 1).padStart(2, '0')}`;
}

/** Whether a write dated `day` must hold the ledger open: a past month's day, or a month's last day. */
export const needsHold = (day: string, today: string): boolean =>
  monthOfDay(day) < monthOfDay(today) || day === monthDays(monthOfDay(day)).last;

export const closeMessages = {
  closed: (month: string) => `${monthText(month)} is closed: choose a day in an open month.`,
  alreadyClosed: (month: string) => `${monthText(month)} is already closed.`,
  notOver: (month: string) => `${monthText(month)} is not over yet: only a past month can be closed.`,
  busy: (month: string) =>
    `A settlement or spend dated in ${monthText(month)} is being recorded: try again in a moment.`,
} as const;

/** Why a month cannot be closed now, or null: it must be over, and not closed already. */
export function closeProblem(month: string, today: string, close: LedgerClose): string | null {
  if (monthOfDay(today) <= month) return closeMessages.notOver(month);
  if (close.through !== undefined && close.through >= month) return closeMessages.alreadyClosed(month);
  return null;
}
