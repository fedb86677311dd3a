import { HttpsError } from 'firebase-functions/v2/https';
import { followUpSetOf, followUpSlotOf } from '../../domain/followUps/followUpOfVisit.js';
import { nextVisitProblem } from '../../domain/followUps/nextVisit.js';
import type { VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitTimeOf } from '../../domain/visits/visitTime.js';
import { atLeast, type StorePath } from '../../ports/store.js';
import { orgDayOf } from '../../domain/time/orgTime.js';

/**
 * Refuses a next visit outside its range with the field's message, as the form would have. The range
 * counts from the day the visit was made (`visitedAtOf`), so a visit queued offline is judged by the
 * day it was made and never fails for arriving late.
 */
export function checkNextVisit(next: string, visitedAt: number): void {
  const problem = nextVisitProblem(next, orgDayOf(visitedAt));
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
): Record<StorePath, unknown> {
  const slot = followUpSlotOf(kind, record);
  const writes: Record<StorePath, unknown> = { [`${slot}/lastVisitAt`]: atLeast(visitTimeOf(record)) };
  const set = followUpSetOf(kind, record);
  if (set) writes[`${slot}/sets/${visitId}`] = set;
  return writes;
}
