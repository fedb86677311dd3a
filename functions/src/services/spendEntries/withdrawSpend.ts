import type { SpendEntryView } from '../../domain/api/spendEntryView.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { recordStateWrites, runTransition } from './runTransition.js';

/**
 * The owner withdraws an entry nobody has decided on: the entry and its records become 'withdrawn',
 * and the records leave the totals, in one atomic update.
 */
export async function withdrawSpend(
  store: Store,
  caller: Caller,
  input: { requestId: string; entryId: string },
  now: () => number = Date.now,
): Promise<{ entry: SpendEntryView }> {
  const key = { uid: caller.uid, callable: 'withdrawSpend', requestId: input.requestId, input };
  return runTransition(
    store,
    key,
    { entryId: input.entryId, action: 'withdraw', caller },
    async ({ before, to, by }, at) => {
      const writes = await recordStateWrites(store, before.side, before.recordIds, to);
      return {
        after: {
          ...before,
          state: to,
          updatedAt: at,
          history: [...before.history, { kind: 'withdrawn', at, by }],
        },
        writes,
      };
    },
    now,
  );
}
