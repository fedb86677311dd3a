import { HttpsError } from 'firebase-functions/v2/https';
import { followUpPaths, type FollowUpSet } from '../../domain/followUps/followUp.js';
import { nextVisitProblem } from '../../domain/followUps/nextVisit.js';
import type { VisitRecord } from '../../domain/records/visitRecord.js';
import { orgDayOf } from '../../domain/spend/orgDay.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { placeKeyOf, placeNameOf } from '../../domain/visits/visitPlaces.js';
import { atLeast, type StorePath } from '../../ports/store.js';

/** What a follow-up repeats of the visit that set it: the remark and the stage the place was at. */
const followUpFields: Record<VisitKind, { remark: string; phase: string }> = {
  sales: { remark: 'remarks', phase: 'visitPhase' },
  placement: { remark: 'visitPurpose', phase: 'hiringPeriod' },
};

/**
 * Refuses a next visit outside its range with the field's message, as the form would have. The visit's
 * day is the one the phone captured it on (never later than now), so a visit queued offline is judged
 * by the day it was made and never fails for arriving late.
 */
export function checkNextVisit(next: string, capturedAt: number | undefined, now: number): void {
  const problem = nextVisitProblem(next, orgDayOf(Math.min(capturedAt ?? now, now)));
  if (problem === null) return;
  throw new HttpsError('invalid-argument', `nextVisitOn: ${problem}`, {
    fieldErrors: [{ field: 'nextVisitOn', message: problem }],
  });
}

/**
 * A visit's part in its person's follow-ups at its place, for the visit's own atomic update: it is now
 * their latest visit there (which closes any earlier follow-up), and it sets the next one when asked.
 */
export function followUpWrites(
  kind: VisitKind,
  visitId: string,
  record: VisitRecord,
  nextVisitOn: string | undefined,
): Record<StorePath, unknown> {
  const place = placeNameOf(kind, record);
  const slot = followUpPaths.slot(kind, record.createdBy.uid, placeKeyOf(place));
  const writes: Record<StorePath, unknown> = { [`${slot}/lastVisitAt`]: atLeast(record.createdAt) };
  if (nextVisitOn === undefined) return writes;
  const text = (field: string) => {
    const value: unknown = record[field];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const remark = text(followUpFields[kind].remark);
  const phase = text(followUpFields[kind].phase);
  const set: FollowUpSet = {
    due: nextVisitOn,
    at: record.createdAt,
    place,
    ...(remark === undefined ? {} : { remark }),
    ...(phase === undefined ? {} : { phase }),
  };
  writes[`${slot}/sets/${visitId}`] = set;
  return writes;
}
