import { draftLifetimeMs } from '../constants.js';

/**
 * When a visit was made, from the phone's capture time as the outbox kept it (`capturedAt`) and the
 * server's receive time. A phone's clock may be wrong, so the capture time counts only within what
 * could be true: not after the visit arrived, and not before the oldest entry the outbox still sends
 * (`draftLifetimeMs`); otherwise, and for phones that send none, the visit is dated when it arrived.
 */
export function visitedAtOf(capturedAt: number | undefined, receivedAt: number): number {
  if (capturedAt === undefined) return receivedAt;
  const possible = capturedAt <= receivedAt && capturedAt >= receivedAt - draftLifetimeMs;
  return possible ? capturedAt : receivedAt;
}

/** The instant a stored visit is dated by: when it was made, else (visits stored before) when it arrived. */
export function visitTimeOf(record: { visitedAt?: number | undefined; createdAt: number }): number {
  return record.visitedAt ?? record.createdAt;
}
