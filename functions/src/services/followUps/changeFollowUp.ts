import { HttpsError } from 'firebase-functions/v2/https';
import {
  followUpMessages,
  type ChangeFollowUpOutput,
  type FollowUpChange,
} from '../../domain/api/changeFollowUp.js';
import {
  followUpPaths,
  followUpSlotSchema,
  followUpStateOf,
  type FollowUpStamp,
} from '../../domain/followUps/followUp.js';
import { movedDayProblem } from '../../domain/followUps/nextVisit.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import type { Store, StorePath } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { readPeopleNames } from '../people/names.js';
import { visitKinds } from '../visits/visitKinds.js';
import { runOnce } from '../requests/runOnce.js';
import { orgDayOf, orgTimeText } from '../../domain/time/orgTime.js';

interface ChangeInput {
  requestId: string;
  kind: VisitKind;
  placeKey: string;
  visitId: string;
  /** The version the person saw; absent from changes queued by older apps. */
  version?: number | undefined;
  change: FollowUpChange;
}

/**
 * Takes the follow-up's next version in a transaction on its stamp, only from the version the person
 * saw: of two changes made from one version, the second is refused naming who made the first and when
 * (the stamp holds both, so the refusal never waits for the first change's other writes).
 */
async function stampNextVersion(
  store: Store,
  setPath: string,
  seen: number | undefined,
  stamp: Omit<FollowUpStamp, 'version'>,
): Promise<FollowUpStamp> {
  const taken = await store.transaction<FollowUpStamp>(`${setPath}/changed`, (current) => {
    const version = current?.version ?? 1;
    if (seen !== undefined && seen !== version) return undefined;
    return { ...stamp, version: version + 1 };
  });
  if (taken.committed && taken.value) return taken.value;
  const by = taken.value ? (await readPeopleNames(store)).named(taken.value.by).name : 'you';
  const at = taken.value ? orgTimeText(taken.value.at) : 'another moment';
  throw new HttpsError('failed-precondition', followUpMessages.changedSince(by, at));
}

function dayProblemError(problem: string): HttpsError {
  return new HttpsError('invalid-argument', `change.due: ${problem}`, {
    fieldErrors: [{ field: 'change.due', message: problem }],
  });
}

/**
 * The person moves the day of an open follow-up of theirs, or drops it with a reason; once per request
 * id, and only from the version they saw. Only the follow-up's own fields are written, so a visit
 * landing at the same moment still closes it by being later (decision 028): the change then touches a
 * follow-up that is no longer open.
 */
export async function changeFollowUp(
  store: Store,
  caller: Caller,
  input: ChangeInput,
  now: () => number = Date.now,
): Promise<ChangeFollowUpOutput> {
  const key = { uid: caller.uid, callable: 'changeFollowUp', requestId: input.requestId, input };
  return runOnce<ChangeFollowUpOutput>(
    store,
    key,
    async () => {
      const path = followUpPaths.slot(input.kind, caller.uid, input.placeKey);
      const slot = followUpSlotSchema.safeParse(await store.get(path));
      const set = slot.success ? slot.data.sets?.[input.visitId] : undefined;
      if (!slot.success || !set || followUpStateOf(slot.data, input.visitId) !== 'open')
        throw new HttpsError('failed-precondition', followUpMessages.notOpen);
      const at = now();
      const { change } = input;
      const problem = change.kind === 'move' ? movedDayProblem(change.due, orgDayOf(at)) : null;
      if (problem !== null) throw dayProblemError(problem);
      const setPath = `${path}/sets/${input.visitId}`;
      const changed = await stampNextVersion(store, setPath, input.version, { by: createdByOf(caller), at });
      // The follow-up's index and its visit (which `indexes rebuild` derives it from) change together.
      const paths = [setPath, `${visitKinds[input.kind].collection}/${input.visitId}/followUpChange`];
      const fields: Record<string, unknown> =
        change.kind === 'drop'
          ? { dropped: { reason: change.reason, at }, changed }
          : { due: change.due, movedAt: at, changed };
      const writes: Record<StorePath, unknown> = {};
      for (const to of paths)
        for (const [field, value] of Object.entries(fields)) writes[`${to}/${field}`] = value;
      const state = change.kind === 'drop' ? 'dropped' : 'open';
      const due = change.kind === 'drop' ? set.due : change.due;
      return { writes, result: { visitId: input.visitId, version: changed.version, state, due } };
    },
    now,
  );
}
