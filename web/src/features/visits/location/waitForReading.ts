import type { VisitReading } from '@domain/visits/location/visitReading';
import { readingTimeoutMs } from './takeReading';

/** How long the visit waits for the reading before saying so and offering to send without it. */
export const slowReadingMs = 3_000;

/** Sent without waiting: the person tapped 'Send without it'. */
const skipped: VisitReading = { kind: 'none', reason: 'skipped' };
/** The browser never answered (its location prompt left unanswered): the wait ran out. */
const unanswered: VisitReading = { kind: 'none', reason: 'unanswered' };

export interface ReadingWait {
  /** The reading, or why there is none once the person sent without it or the wait ran out. */
  reading: Promise<VisitReading>;
  /** 'Send without it': the visit goes at once, recorded as sent without waiting. */
  skip: () => void;
}

/**
 * The visit's wait for the reading started as it went (Confirm, or Submit with no confirmation):
 * `onSlow` after 3 s without it, and never longer than the reading's own limit, even should the
 * browser never call back.
 */
export function waitForReading(started: Promise<VisitReading>, onSlow: () => void): ReadingWait {
  let skip: () => void = () => undefined;
  const reading = new Promise<VisitReading>((resolve) => {
    const end = (value: VisitReading) => {
      timers.forEach(clearTimeout);
      resolve(value);
    };
    skip = () => {
      end(skipped);
    };
    const timers = [
      setTimeout(onSlow, slowReadingMs),
      setTimeout(() => {
        end(unanswered);
      }, readingTimeoutMs),
    ];
    void started.then(end);
  });
  return { reading, skip };
}
