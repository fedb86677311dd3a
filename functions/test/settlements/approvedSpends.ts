import { decideSpend } from '../../src/callables/decideSpend.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import type { FakeCaller } from '../support/callRequest.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';

/** A sales spend saved through the callable, at a college of its own; its entry's id. */
export async function saved(
  allocatedAmount: number,
  spentAmount: number,
  rep: FakeCaller = salesRep,
): Promise<string> {
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
