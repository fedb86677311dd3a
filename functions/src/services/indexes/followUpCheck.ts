import { FOLLOW_UPS_PATH, followUpSetSchema, type FollowUpSet } from '../../domain/followUps/followUp.js';
import { followUpSetOf } from '../../domain/followUps/followUpOfVisit.js';
import type { VisitRecord } from '../../domain/records/visitRecord.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { placeKeyOf, placeNameOf } from '../../domain/visits/visitPlaces.js';

interface Slot {
  lastVisitAt: number;
  sets?: Record<string, FollowUpSet>;
}

/** What the person did to a follow-up since (dropped it, moved its day): kept, as no visit says it. */
function storedEdits(
  stored: ReadonlyMap<string, unknown>,
  path: string,
  visitId: string,
): Partial<FollowUpSet> {
  const person = stored.get(path);
  if (typeof person !== 'object' || person === null) return {};
  for (const slot of Object.values(person as Record<string, unknown>)) {
    const sets = (slot as { sets?: Record<string, unknown> } | null)?.sets;
    const set = followUpSetSchema.safeParse(sets?.[visitId]);
    if (!set.success) continue;
    const { dropped, movedAt, due } = set.data;
    return {
      ...(dropped ? { dropped } : {}),
      ...(movedAt === undefined ? {} : { movedAt, due }),
    };
  }
  return {};
}

/**
 * Every person's follow-ups of a kind, by `followUps/{kind}/{uid}`, from their visits: each place's
 * latest visit, and the follow-up of each visit that set one, with what the person did to it since
 * (read from `stored`, the follow-ups as they are).
 */
export function computedFollowUps(
  kind: VisitKind,
  visits: readonly { id: string; record: VisitRecord }[],
  stored: ReadonlyMap<string, unknown>,
): Map<string, unknown> {
  const people = new Map<string, Record<string, Slot>>();
  for (const { id, record } of visits) {
    const path = `${FOLLOW_UPS_PATH}/${kind}/${record.createdBy.uid}`;
    const slots = people.get(path) ?? {};
    const key = placeKeyOf(placeNameOf(kind, record));
    const slot = slots[key] ?? { lastVisitAt: record.createdAt };
    slot.lastVisitAt = Math.max(slot.lastVisitAt, record.createdAt);
    const set = followUpSetOf(kind, record);
    if (set) slot.sets = { ...slot.sets, [id]: { ...set, ...storedEdits(stored, path, id) } };
    slots[key] = slot;
    people.set(path, slots);
  }
  return people;
}
