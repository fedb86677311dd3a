import type { RequestAdvanceInput } from '../../domain/api/advanceInputs.js';
import type { AdvanceView } from '../../domain/api/advanceView.js';
import type { AdvanceRecord } from '../../domain/advances/advance.js';
import { createdByOf } from '../../domain/records/createdBy.js';
import { toPaise } from '../../domain/spend/money.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { runOnce } from '../requests/runOnce.js';
import { answerAdvance } from './advanceViews.js';
import { newAdvanceWrites } from './advanceWrites.js';

/** Staff ask for an advance for a trip, once per request id: it waits in Review as a request. */
export async function requestAdvance(
  store: Store,
  caller: Caller,
  input: RequestAdvanceInput,
  now: () => number = Date.now,
): Promise<{ advance: AdvanceView }> {
  const key = { uid: caller.uid, callable: 'requestAdvance', requestId: input.requestId, input };
  const { advanceId } = await runOnce(
    store,
    key,
    () => {
      const at = now();
      const id = store.newId();
      const by = createdByOf(caller);
      const advance: AdvanceRecord = {
        owner: by,
        side: caller.roles.includes('sales') ? 'sales' : 'placement',
        state: 'requested',
        purpose: input.purpose,
        askedPaise: toPaise(input.amount),
        from: input.from,
        to: input.to,
        places: input.places,
        draws: {},
        returns: {},
        createdAt: at,
        updatedAt: at,
        requestId: input.requestId,
        history: [{ kind: 'requested', at, by }],
      };
      return Promise.resolve({ writes: newAdvanceWrites(id, advance), result: { advanceId: id } });
    },
    now,
  );
  return answerAdvance(store, advanceId, now());
}
