import type { AdvanceView } from '../../domain/api/advanceView.js';
import { advanceMoney } from '../../domain/advances/advanceMoney.js';
import { advanceMessages } from '../../domain/advances/advanceText.js';
import type { Store } from '../../ports/store.js';
import type { Caller } from '../caller.js';
import { advanceLeafWrites } from './advanceWrites.js';
import { changeAdvance } from './changeAdvance.js';

/**
 * An admin carries what is left of an open advance forward to the person's next trips: it stays open
 * with them, its money where it is (no posting), marked so Settle does not chase it as overdue.
 */
export async function carryAdvance(
  store: Store,
  caller: Caller,
  input: { requestId: string; advanceId: string },
  now: () => number = Date.now,
): Promise<{ advance: AdvanceView }> {
  return changeAdvance(
    store,
    {
      callable: 'carryAdvance',
      input,
      caller,
      check: (advance) =>
        !advance.payment || advanceMoney(advance).left <= 0 ? advanceMessages.notOpen : null,
    },
    ({ id, before }, at, by) =>
      Promise.resolve({
        writes: advanceLeafWrites(
          id,
          before,
          { carriedForward: { by, at } },
          { kind: 'carriedForward', at, by },
          at,
        ),
      }),
    now,
  );
}
