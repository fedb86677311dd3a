import type { VisitRecord } from '../records/visitRecord.js';
import type { VisitKind } from '../visitCodes.js';
import { placeKeyOf, placeNameOf } from '../visits/visitPlaces.js';
import { visitTimeOf } from '../visits/visitTime.js';
import { followUpPaths, type FollowUpSet } from './followUp.js';

/** What a follow-up repeats of the visit that set it: the remark and the stage the place was at. */
const followUpFields: Record<VisitKind, { remark: string; phase: string }> = {
  sales: { remark: 'remarks', phase: 'visitPhase' },
  placement: { remark: 'visitPurpose', phase: 'hiringPeriod' },
};

/** The slot of a visit's person at its place (the folded place key of the visit log and place pages). */
export function followUpSlotOf(kind: VisitKind, record: VisitRecord): string {
  return followUpPaths.slot(kind, record.createdBy.uid, placeKeyOf(placeNameOf(kind, record)));
}

/**
 * The follow-up a visit sets, as written with it and as `indexes check` derives it (with any move or drop
 * since); null: none.
 */
export function followUpSetOf(kind: VisitKind, record: VisitRecord): FollowUpSet | null {
  if (record.nextVisitOn === undefined) return null;
  const text = (field: string) => {
    const value: unknown = record[field];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const remark = text(followUpFields[kind].remark);
  const phase = text(followUpFields[kind].phase);
  const { due, movedAt, dropped, changed } = record.followUpChange ?? {};
  return {
    due: movedAt === undefined || due === undefined ? record.nextVisitOn : due,
    at: visitTimeOf(record),
    place: placeNameOf(kind, record),
    ...(remark === undefined ? {} : { remark }),
    ...(phase === undefined ? {} : { phase }),
    ...(movedAt === undefined ? {} : { movedAt }),
    ...(dropped === undefined ? {} : { dropped }),
    ...(changed === undefined ? {} : { changed }),
  };
}
