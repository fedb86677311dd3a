import type { AdvanceView } from '../../domain/api/advanceView.js';
import { advanceMessages } from '../../domain/advances/advanceText.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { advanceLeafWrites, requestDoneWrites, unpaidWrites } from './advanceWrites.js';
import { changeAdvance } from './changeAdvance.js';

/** The owner, or an admin, cancels an advance before it is paid. */
export async function cancelAdvance(
  store: Store,
  caller: Caller,
  input: { requestId: string; advanceId: string },
  now: () => number = Date.now,
): Promise<{ advance: AdvanceView }> {
  return changeAdvance(
    store,
    {
      callable: 'cancelAdvance',
      input,
      caller,
      check: (advance) => {
        if (advance.owner.uid !== caller.uid && !caller.roles.includes('admin'))
          return advanceMessages.notYours;
        if (advance.payment) return advanceMessages.cancelPaid;
        if (advance.state !== 'requested' && advance.state !== 'approved')
          return advanceMessages.notRequested(advance.state);
        return null;
      },
    },
    ({ id, before }, at, by) =>
      Promise.resolve({
        writes: {
          ...advanceLeafWrites(id, before, { state: 'cancelled' }, { kind: 'cancelled', at, by }, at),
          ...requestDoneWrites(id),
          ...unpaidWrites(id, null),
        },
      }),
    now,
  );
}
