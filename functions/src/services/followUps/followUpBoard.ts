import type { FollowUpCount, PlaceFollowUp, VisitFollowUp } from '../../domain/api/followUpViews.js';
import type { ListVisitsOutput } from '../../domain/api/listVisits.js';
import {
  FOLLOW_UPS_PATH,
  followUpSlotSchema,
  followUpStatesOf,
  openFollowUpOf,
} from '../../domain/followUps/followUp.js';
import { dueClassOf } from '../../domain/followUps/nextVisit.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import type { Store } from '../../ports/store.js';
import { readVisitStaff, staffLabelOf } from '../visits/visitStaff.js';
import { daysBetween } from '../../domain/time/orgTime.js';

/** Every follow-up of a side as the admin screens show them, from one read of `followUps/{kind}`. */
export interface FollowUpBoard {
  /** The follow-up each visit set, by visit id. */
  ofVisit: ReadonlyMap<string, VisitFollowUp>;
  /** The visits whose follow-up is open and past its day, with when each was stored. */
  overdueVisits: ReadonlyMap<string, number>;
  /** The open follow-ups at each place key, soonest first. */
  openAt(placeKey: string): PlaceFollowUp[];
  /** Each person with an open follow-up overdue or due within a week, most overdue first. */
  counts: FollowUpCount[];
}

/** A side's follow-ups as stored, in one read: `followUpBoardOf` judges them. */
export async function readSideFollowUps(store: Store, kind: VisitKind): Promise<Record<string, unknown>> {
  return (await store.get<Record<string, unknown>>(`${FOLLOW_UPS_PATH}/${kind}`)) ?? {};
}

/**
 * A side's follow-ups (`readSideFollowUps`) judged against `today` (the organisation's day);
 * `labelOf` names a person as the visit log's staff filter does.
 */
export function followUpBoardOf(
  people: Record<string, unknown>,
  today: string,
  labelOf: (uid: string) => string,
): FollowUpBoard {
  const ofVisit = new Map<string, VisitFollowUp>();
  const overdueVisits = new Map<string, number>();
  const open = new Map<string, PlaceFollowUp[]>();
  const counts: FollowUpCount[] = [];
  for (const [uid, places] of Object.entries(people)) {
    if (typeof places !== 'object' || places === null) continue;
    const by = { uid, label: labelOf(uid) };
    const count = { ...by, overdue: 0, dueThisWeek: 0 };
    for (const [placeKey, value] of Object.entries(places as Record<string, unknown>)) {
      const parsed = followUpSlotSchema.safeParse(value);
      if (!parsed.success) continue;
      const slot = parsed.data;
      const states = followUpStatesOf(slot);
      for (const [visitId, set] of Object.entries(slot.sets ?? {})) {
        const state = states.get(visitId) ?? 'done';
        const daysOverdue = state === 'open' ? Math.max(0, daysBetween(set.due, today)) : 0;
        ofVisit.set(visitId, { due: set.due, state, daysOverdue });
        if (daysOverdue > 0) overdueVisits.set(visitId, set.at);
      }
      const current = openFollowUpOf(slot);
      if (!current) continue;
      const { set } = current;
      const dueClass = dueClassOf(set.due, today);
      if (dueClass === 'overdue') count.overdue += 1;
      else if (dueClass !== 'later') count.dueThisWeek += 1;
      const row: PlaceFollowUp = {
        by,
        due: set.due,
        ...(set.remark === undefined ? {} : { remark: set.remark }),
        ...(set.phase === undefined ? {} : { phase: set.phase }),
        daysOverdue: Math.max(0, daysBetween(set.due, today)),
      };
      open.set(placeKey, [...(open.get(placeKey) ?? []), row]);
    }
    if (count.overdue + count.dueThisWeek > 0) counts.push(count);
  }
  for (const rows of open.values()) {
    rows.sort((a, b) => a.due.localeCompare(b.due) || a.by.label.localeCompare(b.by.label));
  }
  counts.sort(
    (a, b) => b.overdue - a.overdue || b.dueThisWeek - a.dueThisWeek || a.label.localeCompare(b.label),
  );
  return { ofVisit, overdueVisits, openAt: (placeKey) => open.get(placeKey) ?? [], counts };
}

/** The board and the staff list it names people by, read at once. */
export async function readFollowUpBoard(
  store: Store,
  kind: VisitKind,
  today: string,
): Promise<{ board: FollowUpBoard; staff: ListVisitsOutput['staff'] }> {
  const [people, staff] = await Promise.all([readSideFollowUps(store, kind), readVisitStaff(store, kind)]);
  return { board: followUpBoardOf(people, today, staffLabelOf(staff)), staff };
}
