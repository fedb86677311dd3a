import type { AdvanceView } from '../../domain/api/advanceView.js';
import type { DecideAdvanceInput } from '../../domain/api/advanceInputs.js';
import { advanceMessages } from '../../domain/advances/advanceText.js';
import { toPaise } from '../../domain/spend/money.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { advanceLeafWrites, requestDoneWrites, unpaidWrites } from './advanceWrites.js';
import { changeAdvance } from './changeAdvance.js';

/** An admin decides on a request: approved (for less, with a reason) or refused (with a reason). */
export async function decideAdvance(
  store: Store,
  caller: Caller,
  input: DecideAdvanceInput,
  now: () => number = Date.now,
): Promise<{ advance: AdvanceView }> {
  const { decision } = input;
  return changeAdvance(
    store,
    {
      callable: 'decideAdvance',
      input,
      caller,
      check: (advance) => {
        if (advance.owner.uid === caller.uid) return advanceMessages.ownAdvance;
        if (advance.state !== 'requested') return advanceMessages.notRequested(advance.state);
        if (decision.kind === 'approveLess' && toPaise(decision.amount) >= advance.askedPaise)
          return advanceMessages.approveLessBelow(advance.askedPaise);
        return null;
      },
    },
    ({ id, before }, at, by) => {
      const fields =
        decision.kind === 'refuse'
          ? { state: 'refused' as const, reason: decision.reason }
          : {
              state: 'approved' as const,
              approvedPaise: decision.kind === 'approve' ? before.askedPaise : toPaise(decision.amount),
              ...(decision.kind === 'approveLess' ? { reason: decision.reason } : {}),
            };
      const event =
        decision.kind === 'refuse'
          ? { kind: 'refused' as const, at, by, reason: decision.reason }
          : decision.kind === 'approve'
            ? { kind: 'approved' as const, at, by, paise: before.askedPaise }
            : {
                kind: 'approvedLess' as const,
                at,
                by,
                paise: toPaise(decision.amount),
                reason: decision.reason,
              };
      return Promise.resolve({
        writes: {
          ...advanceLeafWrites(id, before, fields, event, at),
          ...requestDoneWrites(id),
          ...(decision.kind === 'refuse' ? {} : unpaidWrites(id, at)),
        },
      });
    },
    now,
  );
}
