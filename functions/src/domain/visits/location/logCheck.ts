import {
  visitCheckView,
  type CheckStatus,
  type UnverifiedReason,
  type VisitCheck,
  type VisitCheckView,
} from './visitCheck.js';
import type { NoReadingReason, VisitReading } from './visitReading.js';

/**
 * A visit's check as its log entry keeps it (`visitLog/{kind}/{id}`): the status, the distance of a
 * Verified or Far visit, why an Unverified one is, and the 'Too fast' flag. The log filters on it.
 */
export interface LogCheck {
  check: CheckStatus;
  distance?: number;
  why?: UnverifiedReason;
  tooFast?: true;
  /** Whole km/h from the person's last visit, with `tooFast`. */
  speed?: number;
  /** The reading's time was past the server's clock: the phone's clock is ahead (never the last fix). */
  clockAhead?: true;
  /** Why there was no reading ('location off', 'no signal'): no pin changes it. */
  reason?: NoReadingReason;
  /** A poor reading's accuracy in metres: no pin changes it. */
  accuracy?: number;
}

/** What a log entry keeps beside the check: the speed when Too fast, and what the reading says. */
export interface LogFlags {
  /** km/h from the person's last visit when it is Too fast (`nextLastFix`). */
  speed?: number;
  clockAhead?: boolean;
  reading?: VisitReading;
}

export function logCheckOf(check: VisitCheck, { speed, clockAhead, reading }: LogFlags = {}): LogCheck {
  const why = 'why' in check ? check.why : undefined;
  return {
    check: check.status,
    ...('distance' in check ? { distance: check.distance } : {}),
    ...(why ? { why } : {}),
    ...(speed === undefined ? {} : { tooFast: true, speed }),
    ...(clockAhead ? { clockAhead: true } : {}),
    ...(reading?.kind === 'none' ? { reason: reading.reason } : {}),
    ...(why === 'poorReading' && reading?.kind === 'fix' ? { accuracy: Math.round(reading.accuracy) } : {}),
  };
}

/**
 * The fields of a log entry a pin change rewrites, each under its own path so the entry's other fields
 * (and its 'Too fast' flag, which no pin changes) stay: null removes a distance or a reason.
 */
export function recheckedFields(
  check: VisitCheck,
): Record<'check' | 'distance' | 'why', string | number | null> {
  return {
    check: check.status,
    distance: 'distance' in check ? check.distance : null,
    why: 'why' in check ? check.why : null,
  };
}

/**
 * The check a screen shows from a log entry; undefined for an entry from before checks were kept (or
 * one that cannot be read: the log's reader checks only the fields it pages by).
 */
export function checkViewOf(entry: Partial<Record<keyof LogCheck, unknown>>): VisitCheckView | undefined {
  if (entry.check === undefined) return undefined;
  const parsed = visitCheckView.safeParse({
    status: entry.check,
    ...(entry.distance === undefined ? {} : { distance: entry.distance }),
    ...(entry.why === undefined ? {} : { why: entry.why }),
    ...(entry.tooFast === undefined ? {} : { tooFast: entry.tooFast }),
    ...(entry.clockAhead === undefined ? {} : { clockAhead: entry.clockAhead }),
    ...(entry.speed === undefined ? {} : { speed: entry.speed }),
    ...(entry.reason === undefined ? {} : { reason: entry.reason }),
    ...(entry.accuracy === undefined ? {} : { accuracy: entry.accuracy }),
  });
  return parsed.success ? parsed.data : undefined;
}
