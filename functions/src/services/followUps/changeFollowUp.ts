import { HttpsError } from 'firebase-functions/v2/https';
import {
  followUpMessages,
  type ChangeFollowUpOutput,
  type FollowUpChange,
} from '../../domain/api/changeFollowUp.js';
import { followUpPaths, followUpSlotSchema, followUpStateOf } from '../../domain/followUps/followUp.js';
import { movedDayProblem } from '../../domain/followUps/nextVisit.js';
import { orgDayOf } from '../../domain/spend/orgDay.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import type { Store, StorePath } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { visitKinds } from '../visits/visitKinds.js';
import { runOnce } from '../requests/runOnce.js';

interface ChangeInput {
  requestId: string;
  kind: VisitKind;
  placeKey: string;
  visitId: string;
  change: FollowUpChange;
}

/**
 * The person moves the day of an open follow-up of theirs, or drops it with a reason; once per request
 * id. Only the follow-up's own fields are written, so a visit landing at the same moment still closes
 * it by being later (decision 028): the change then touches a follow-up that is no longer open.
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
      // The follow-up's index and its visit (which `indexes rebuild` derives it from) change together.
      const paths = [
        `${path}/sets/${input.visitId}`,
        `${visitKinds[input.kind].collection}/${input.visitId}/followUpChange`,
      ];
      const { change } = input;
      if (change.kind === 'drop') {
        const dropped = { reason: change.reason, at };
        const writes = Object.fromEntries(paths.map((to) => [`${to}/dropped`, dropped]));
        return { writes, result: { visitId: input.visitId, state: 'dropped', due: set.due } };
      }
      const problem = movedDayProblem(change.due, orgDayOf(at));
      if (problem !== null)
        throw new HttpsError('invalid-argument', `change.due: ${problem}`, {
          fieldErrors: [{ field: 'change.due', message: problem }],
        });
      const writes: Record<StorePath, unknown> = {};
      for (const to of paths) Object.assign(writes, { [`${to}/due`]: change.due, [`${to}/movedAt`]: at });
      return { writes, result: { visitId: input.visitId, state: 'open', due: change.due } };
    },
    now,
  );
}
