import { FOLLOW_UPS_PATH, followUpPaths, followUpSlotSchema } from '../../domain/followUps/followUp.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import type { Store, StorePath } from '../../ports/store.js';

/**
 * A place merge's part in the follow-ups, for its one atomic write: each person's follow-ups at `from`
 * join theirs at `into` (named as the kept place), with the later of the two latest visits, so the open
 * one is still the latest of all and a later visit to either spelling closes it.
 */
export async function mergeFollowUpsWrites(
  store: Store,
  kind: VisitKind,
  fromKey: string,
  intoKey: string,
  intoName: string,
): Promise<Record<StorePath, unknown>> {
  const people = (await store.get<Record<string, unknown>>(`${FOLLOW_UPS_PATH}/${kind}`)) ?? {};
  const writes: Record<StorePath, unknown> = {};
  for (const [uid, places] of Object.entries(people)) {
    if (typeof places !== 'object' || places === null) continue;
    const slots = places as Record<string, unknown>;
    const from = followUpSlotSchema.safeParse(slots[fromKey]);
    if (!from.success) continue;
    const into = followUpSlotSchema.safeParse(slots[intoKey]);
    const intoPath = followUpPaths.slot(kind, uid, intoKey);
    writes[`${intoPath}/lastVisitAt`] = Math.max(
      from.data.lastVisitAt,
      into.success ? into.data.lastVisitAt : 0,
    );
    for (const [visitId, set] of Object.entries(from.data.sets ?? {})) {
      writes[`${intoPath}/sets/${visitId}`] = { ...set, place: intoName };
    }
    writes[followUpPaths.slot(kind, uid, fromKey)] = null;
  }
  return writes;
}
