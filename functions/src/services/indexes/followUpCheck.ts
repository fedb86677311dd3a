import { FOLLOW_UPS_PATH, type FollowUpSet } from '../../domain/followUps/followUp.js';
import { followUpSetOf } from '../../domain/followUps/followUpOfVisit.js';
import type { VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { visitTimeOf } from '../../domain/visits/visitTime.js';
import { placeKeyOf, placeNameOf } from '../../domain/visits/visitPlaces.js';

interface Slot {
  lastVisitAt: number;
  sets?: Record<string, FollowUpSet>;
}

/**
 * Every person's follow-ups of a kind, by `followUps/{kind}/{uid}`, from their visits: each place's
 * latest visit, and the follow-up of each visit that set one, as moved or dropped since (kept on the visit).
 */
export function computedFollowUps(
  kind: VisitKind,
  visits: readonly { id: string; record: VisitRecord }[],
): Map<string, unknown> {
  const people = new Map<string, Record<string, Slot>>();
  for (const { id, record } of visits) {
    const path = `${FOLLOW_UPS_PATH}/${kind}/${record.createdBy.uid}`;
    const slots = people.get(path) ?? {};
    const key = placeKeyOf(placeNameOf(kind, record));
    const at = visitTimeOf(record);
    const slot = slots[key] ?? { lastVisitAt: at };
    slot.lastVisitAt = Math.max(slot.lastVisitAt, at);
    const set = followUpSetOf(kind, record);
    if (set) slot.sets = { ...slot.sets, [id]: set };
    slots[key] = slot;
    people.set(path, slots);
  }
  return people;
}
