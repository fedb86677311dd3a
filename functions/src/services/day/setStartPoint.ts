import type { SetStartPointInput, SetStartPointOutput } from '../../domain/api/setStartPoint.js';
import { startPointPath, type StartPoint } from '../../domain/day/startPoint.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { runOnce } from '../requests/runOnce.js';

/** The person saves where their day starts, or clears it; once per request id. */
export function setStartPoint(
  store: Store,
  caller: Caller,
  input: SetStartPointInput,
  now: () => number = Date.now,
): Promise<SetStartPointOutput> {
  const key = { uid: caller.uid, callable: 'setStartPoint', requestId: input.requestId, input };
  return runOnce<SetStartPointOutput>(
    store,
    key,
    () => {
      const startPoint: StartPoint | null = input.startPoint && { ...input.startPoint, savedAt: now() };
      return Promise.resolve({
        writes: { [startPointPath(caller.uid)]: startPoint },
        result: { startPoint },
      });
    },
    now,
  );
}
