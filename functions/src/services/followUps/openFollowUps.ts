import type { DueFollowUp, MyFollowUpsOutput } from '../../domain/api/myFollowUps.js';
import {
  followUpPaths,
  followUpSlotSchema,
  followUpVersionOf,
  openFollowUpOf,
} from '../../domain/followUps/followUp.js';
import { dueClassOf } from '../../domain/followUps/nextVisit.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import type { Store } from '../../ports/store.js';
import { daysBetween, orgDayOf } from '../../domain/time/orgTime.js';

/** One person's open follow-ups on one side: one read of their slots, each place's latest. */
export async function openFollowUpsOf(
  store: Store,
  kind: VisitKind,
  uid: string,
  today: string,
): Promise<DueFollowUp[]> {
  const slots = (await store.get<Record<string, unknown>>(followUpPaths.person(kind, uid))) ?? {};
  return Object.entries(slots).flatMap(([placeKey, value]) => {
    const slot = followUpSlotSchema.safeParse(value);
    const open = slot.success ? openFollowUpOf(slot.data) : null;
    if (!open) return [];
    const { set, visitId } = open;
    const late = daysBetween(set.due, today);
    return [
      {
        kind,
        placeKey,
        place: set.place,
        due: set.due,
        ...(set.remark === undefined ? {} : { remark: set.remark }),
        ...(set.phase === undefined ? {} : { phase: set.phase }),
        visitId,
        version: followUpVersionOf(set),
        dueClass: dueClassOf(set.due, today),
        daysOverdue: Math.max(0, late),
      },
    ];
  });
}

/** The Due list of a person on every side they work on, soonest first, with its badge count. */
export async function myFollowUps(
  store: Store,
  uid: string,
  kinds: readonly VisitKind[],
  now: number = Date.now(),
): Promise<MyFollowUpsOutput> {
  const today = orgDayOf(now);
  const lists = await Promise.all(kinds.map((kind) => openFollowUpsOf(store, kind, uid, today)));
  const followUps = lists.flat().sort((a, b) => a.due.localeCompare(b.due) || a.place.localeCompare(b.place));
  const pressing = followUps.filter((item) => item.dueClass === 'overdue' || item.dueClass === 'today');
  return { today, followUps, pressing: pressing.length };
}
