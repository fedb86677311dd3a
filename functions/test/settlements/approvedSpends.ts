import { decideSpend } from '../../src/callables/decideSpend.js';
import { giveAdvance } from '../../src/callables/giveAdvance.js';
import { orgDayOf } from '../../src/domain/time/orgTime.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import type { FakeCaller } from '../support/callRequest.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';

/**
 * An advance an admin gave the rep today (cash), so an approval of a spend allocating it has a payment
 * behind it; its id.
 */
export async function advanceGiven(rupees: number, rep: FakeCaller = salesRep): Promise<string> {
  const { advance } = await invoke(
    giveAdvance,
    {
      requestId: newRequestId(),
      ownerUid: rep.uid,
      amount: rupees,
      purpose: 'Travel',
      mode: 'cash',
      reference: '',
      date: orgDayOf(Date.now()),
    },
    admin,
  );
  return advance.id;
}

/**
 * A sales spend saved through the callable, at a college of its own, its Allocated given as an
 * advance first (so it can be approved); its entry's id.
 */
export async function saved(
  allocatedAmount: number,
  spentAmount: number,
  rep: FakeCaller = salesRep,
): Promise<string> {
  if (allocatedAmount > 0) await advanceGiven(allocatedAmount, rep);
  const { entryId } = await invoke(
    saveSalesSpend,
    {
      requestId: newRequestId(),
      visitType: 'Single Visit',
      colleges: [`College ${newRequestId().slice(0, 6)}`],
      allocatedAmount,
      spentAmount,
    },
    rep,
  );
  return entryId ?? '';
}

/** A spend saved and approved by the admin (for `less`, with a reason); its entry's id. */
export async function approved(
  allocated: number,
  spent: number,
  less?: number,
  rep: FakeCaller = salesRep,
): Promise<string> {
  const entryId = await saved(allocated, spent, rep);
  await invoke(
    decideSpend,
    {
      requestId: newRequestId(),
      entryId,
      version: 1,
      decision:
        less === undefined ? { kind: 'approve' } : { kind: 'approveLess', amount: less, reason: 'over' },
    },
    admin,
  );
  return entryId;
}
