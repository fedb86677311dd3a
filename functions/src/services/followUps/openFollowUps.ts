import type { DueFollowUp, MyFollowUpsOutput } from '../../domain/api/myFollowUps.js';
import {
  followUpPaths,
  followUpSlotSchema,
  followUpVersionOf,
  openFollowUpOf,
} from '../../domain/followUps/followUp.js';
import { dueClassOf } from '../../domain/followUps/nextVisit.js';
import { parseStartPoint, startPointPath } from '../../domain/day/startPoint.js';
import { parsePlacePin, placePinPaths } from '../../domain/visits/location/placePin.js';
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

/**
 * Each follow-up with its place's accepted pin, when it has one: one read per place (a person has one
 * slot per place and side, so no place is read twice). A proposed pin is not given: only an admin's
 * accepted pin says where a place is.
 */
async function withAcceptedPins(store: Store, followUps: DueFollowUp[]): Promise<DueFollowUp[]> {
  return Promise.all(
    followUps.map(async (item) => {
      const pin = parsePlacePin(await store.get(placePinPaths.pin(item.kind, item.placeKey)));
      return pin?.state === 'accepted'
        ? { ...item, pin: { latitude: pin.latitude, longitude: pin.longitude } }
        : item;
    }),
  );
}

/**
 * The Due list of a person on every side they work on, soonest first, with its badge count, the places'
 * accepted pins and the person's start point (Plan today).
 */
export async function myFollowUps(
  store: Store,
  uid: string,
  kinds: readonly VisitKind[],
  now: number = Date.now(),
): Promise<MyFollowUpsOutput> {
  const today = orgDayOf(now);
  const [lists, startPoint] = await Promise.all([
    Promise.all(kinds.map((kind) => openFollowUpsOf(store, kind, uid, today))),
    store.get(startPointPath(uid)).then(parseStartPoint),
  ]);
  const open = lists.flat().sort((a, b) => a.due.localeCompare(b.due) || a.place.localeCompare(b.place));
  const followUps = await withAcceptedPins(store, open);
  const pressing = followUps.filter((item) => item.dueClass === 'overdue' || item.dueClass === 'today');
  return { today, followUps, pressing: pressing.length, startPoint };
}
