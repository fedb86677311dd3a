import type { AdvanceView } from '../../domain/api/advanceView.js';
import type { AdvanceRecord } from '../../domain/advances/advance.js';
import { createdByOf, type CreatedBy } from '../../domain/records/createdBy.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { noHold, type Hold } from '../requests/hold.js';
import { runOnce } from '../requests/runOnce.js';
import { answerAdvance } from './advanceViews.js';
import { claimAdvance, releaseAdvance, type AdvanceCheck, type ClaimedAdvance } from './claimAdvance.js';

export interface AdvancePlan {
  writes: Record<string, unknown>;
  /** What the change booked (its posting, the day held open, the money held), let go of on failure. */
  booking?: Hold;
}

/**
 * One change of an advance, once per request id: claim the advance (`check` says whether it may
 * change), plan its writes, then write them in one atomic update with the request's outcome; the
 * answer is the advance as it then is.
 */
export async function changeAdvance(
  store: Store,
  change: {
    /** The callable making the change: with the caller and the request id, what runs it once. */
    callable: string;
    input: { requestId: string; advanceId: string };
    caller: Caller;
    check: AdvanceCheck;
    explain?: (advance: AdvanceRecord) => Promise<string | null>;
  },
  plan: (claimed: ClaimedAdvance, at: number, by: CreatedBy) => Promise<AdvancePlan>,
  now: () => number = Date.now,
): Promise<{ advance: AdvanceView }> {
  const { callable, input: request, caller } = change;
  const input = { ...change, advanceId: request.advanceId };
  const key = { uid: caller.uid, callable, requestId: request.requestId, input: request };
  await runOnce(
    store,
    key,
    async () => {
      const at = now();
      const by = createdByOf(input.caller);
      const claimed = await claimAdvance(store, input.advanceId, input.check, by, at, input.explain);
      let booking: Hold = noHold;
      try {
        const planned = await plan(claimed, at, by);
        booking = planned.booking ?? noHold;
        return {
          writes: { ...planned.writes, ...booking.writes },
          result: { advanceId: input.advanceId },
          undo: async () => {
            await releaseAdvance(store, claimed);
            await booking.release();
          },
        };
      } catch (error) {
        await releaseAdvance(store, claimed);
        await booking.release();
        throw error;
      }
    },
    now,
  );
  return answerAdvance(store, input.advanceId, now());
}
