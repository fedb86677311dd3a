import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  LEDGER_CLOSE_PATH,
  closeMessages,
  closeProblem,
  ledgerCloseSchema,
  monthOfDay,
  needsHold,
  previousMonth,
  type LedgerClose,
} from '../../domain/ledger/monthClose.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { STALE_CLAIM_MS } from '../requests/runOnce.js';
import { noHold, type Hold } from '../requests/hold.js';
import { firstPostingDay } from './bookRange.js';
import { freezeMonth } from './frozenMonth.js';
import { orgDayOf } from '../../domain/time/orgTime.js';

const readClose = (value: unknown): LedgerClose => {
  const parsed = ledgerCloseSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
};

export async function readLedgerClose(store: Store): Promise<LedgerClose> {
  return readClose(await store.get(LEDGER_CLOSE_PATH));
}

/**
 * Holds `day` open for a write dated on it: refused (with `field` named) when its month is closed. A
 * write dated today on a day that is not its month's last needs no hold: no month that holds today can
 * be closed.
 */
export async function holdLedgerDay(
  store: Store,
  day: string,
  field: string,
  now: number = Date.now(),
): Promise<Hold> {
  if (!needsHold(day, orgDayOf(now))) {
    const close = await readLedgerClose(store);
    if (close.through !== undefined && monthOfDay(day) <= close.through) throw closedError(day, field);
    return noHold;
  }
  const token = randomUUID();
  const seen = { closed: false };
  const result = await store.transaction<unknown>(LEDGER_CLOSE_PATH, (current) => {
    const close = readClose(current);
    seen.closed = close.through !== undefined && monthOfDay(day) <= close.through;
    if (seen.closed) return undefined;
    return { ...close, writers: { ...close.writers, [token]: { day, at: now } } };
  });
  if (!result.committed) {
    if (seen.closed) throw closedError(day, field);
    throw new HttpsError('aborted', closeMessages.busy(monthOfDay(day)));
  }
  const path = `${LEDGER_CLOSE_PATH}/writers/${token}`;
  return { writes: { [path]: null }, release: () => store.remove(path) };
}

/**
 * Holds open every day of a write dated on many: one hold on the earliest that needs one. A close of
 * month M is refused while a writer holds a day of M or before, so that hold keeps every later month
 * open too; and were any of the days' months closed, the earliest's would be (months close in order).
 */
export async function holdLedgerDays(
  store: Store,
  days: readonly string[],
  field: string,
  now: number = Date.now(),
): Promise<Hold> {
  const today = orgDayOf(now);
  const sorted = [...days].sort();
  const earliest = sorted.find((day) => needsHold(day, today)) ?? sorted[0];
  return earliest === undefined ? noHold : holdLedgerDay(store, earliest, field, now);
}

function closedError(day: string, field: string): HttpsError {
  const message = closeMessages.closed(monthOfDay(day));
  return new HttpsError('failed-precondition', `${field}: ${message}`, {
    fieldErrors: [{ field, message }],
  });
}

/** The months after `after` (from `first`, the books' first month, if later) up to `last`, oldest first. */
function monthsBetween(after: string | undefined, first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = last; month >= first; month = previousMonth(month)) {
    if (after !== undefined && month <= after) break;
    months.unshift(month);
  }
  return months;
}

/**
 * Closes every month up to `month` (which must be over): one transaction on `ledger_close` that is
 * refused while a write dated in such a month holds it open. From then on no posting may be dated in
 * it, so its statements never change.
 */
export async function closeLedgerMonth(
  store: Store,
  caller: Caller,
  month: string,
  now: number = Date.now(),
): Promise<{ through: string }> {
  const seen: { problem: string | null; before?: string } = { problem: null };
  await store.transaction<unknown>(LEDGER_CLOSE_PATH, (current) => {
    const close = readClose(current);
    seen.before = close.through;
    const busy = Object.values(close.writers ?? {}).some(
      (writer) => monthOfDay(writer.day) <= month && writer.at > now - STALE_CLAIM_MS,
    );
    seen.problem = closeProblem(month, orgDayOf(now), close) ?? (busy ? closeMessages.busy(month) : null);
    if (seen.problem !== null) return undefined;
    return { ...close, through: month, closedBy: createdByOf(caller), closedAt: now };
  });
  if (seen.problem !== null) throw new HttpsError('failed-precondition', seen.problem);
  // Its names as they are now, for every month of the books this close closed: its files never change
  // after. A month before the books' first posting holds nothing, and no read asks for it.
  const firstDay = await firstPostingDay(store);
  if (firstDay === null) return { through: month };
  for (const closed of monthsBetween(seen.before, monthOfDay(firstDay), month)) {
    await freezeMonth(store, closed, now);
  }
  return { through: month };
}
