import { z } from 'zod';
import { createdBySchema } from '../records/createdBy.js';
import type { VisitKind } from '../visitCodes.js';

/**
 * `followUps/{kind}/{uid}/{placeKey}`: one person's follow-ups at one place (decision 028). Every visit
 * of theirs to the place raises `lastVisitAt` (a StoreMax, so visits arriving at once all count, in any
 * order); a visit with 'Next visit on' adds its follow-up under `sets/{visitId}`, in the same atomic
 * update as the visit. Nothing is ever closed by a write: the open follow-up is the latest one, set by
 * the person's latest visit there and not dropped; any earlier one was done by a later visit. So a
 * follow-up is closed exactly once whatever order concurrent visits land in.
 */
export const FOLLOW_UPS_PATH = 'followUps';
export const followUpPaths = {
  person: (kind: VisitKind, uid: string) => `${FOLLOW_UPS_PATH}/${kind}/${uid}`,
  slot: (kind: VisitKind, uid: string, placeKey: string) => `${FOLLOW_UPS_PATH}/${kind}/${uid}/${placeKey}`,
};

/** A follow-up's version after a change, and who changed it when (kept on the set and on its visit). */
export const followUpStampSchema = z.object({
  version: z.number().int().min(2),
  by: createdBySchema,
  at: z.number(),
});
export type FollowUpStamp = z.output<typeof followUpStampSchema>;

export const followUpSetSchema = z.object({
  /** The day of the next visit (the organisation's day, YYYY-MM-DD). */
  due: z.string(),
  /** When the visit that set it was made (`visitTimeOf`, epoch ms): the same instant as its `lastVisitAt`. */
  at: z.number(),
  /** The place's name as that visit recorded it. */
  place: z.string(),
  remark: z.string().optional(),
  phase: z.string().optional(),
  /** Set when the person drops it; a dropped follow-up is never open again. */
  dropped: z.object({ reason: z.string(), at: z.number() }).optional(),
  /** Set when the person moves its day. */
  movedAt: z.number().optional(),
  /** Its latest change: the version it made and who made it when; a follow-up never changed is version 1. */
  changed: followUpStampSchema.optional(),
});
export type FollowUpSet = z.output<typeof followUpSetSchema>;

/** The version of a follow-up as a change must name it (`changeFollowUp`). */
export function followUpVersionOf(set: Pick<FollowUpSet, 'changed'>): number {
  return set.changed?.version ?? 1;
}

export const followUpSlotSchema = z.object({
  lastVisitAt: z.number(),
  sets: z.record(z.string(), followUpSetSchema).optional(),
});
export type FollowUpSlot = z.output<typeof followUpSlotSchema>;

export type FollowUpState = 'open' | 'done' | 'dropped';

/** The latest follow-up of a slot (by when its visit was stored, then by visit id), if any. */
function latestSet(slot: FollowUpSlot): [string, FollowUpSet] | null {
  let latest: [string, FollowUpSet] | null = null;
  for (const entry of Object.entries(slot.sets ?? {})) {
    const [id, set] = entry;
    if (!latest || set.at > latest[1].at || (set.at === latest[1].at && id > latest[0])) latest = entry;
  }
  return latest;
}

/**
 * The state of each follow-up of a slot, by the visit that set it: dropped when the person dropped it;
 * else open when it is the slot's latest and no later visit there came after it; else done.
 */
export function followUpStatesOf(slot: FollowUpSlot): Map<string, FollowUpState> {
  const latest = latestSet(slot);
  const states = new Map<string, FollowUpState>();
  for (const [visitId, set] of Object.entries(slot.sets ?? {})) {
    const open = latest?.[0] === visitId && set.at >= slot.lastVisitAt;
    states.set(visitId, set.dropped ? 'dropped' : open ? 'open' : 'done');
  }
  return states;
}

/** The state of the follow-up a visit set (`followUpStatesOf`), or null when it set none. */
export function followUpStateOf(slot: FollowUpSlot, visitId: string): FollowUpState | null {
  return followUpStatesOf(slot).get(visitId) ?? null;
}

/** The slot's open follow-up and the visit that set it, if it has one. */
export function openFollowUpOf(slot: FollowUpSlot): { visitId: string; set: FollowUpSet } | null {
  const latest = latestSet(slot);
  if (!latest) return null;
  const [visitId, set] = latest;
  return followUpStateOf(slot, visitId) === 'open' ? { visitId, set } : null;
}
