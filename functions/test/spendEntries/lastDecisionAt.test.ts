import { beforeEach, describe, expect, it } from 'vitest';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { ownerLastDecisionPath } from '../../src/domain/spendEntries/reviewIndex.js';
import { checkSpendEntryIndexes } from '../../src/services/indexes/spendEntryCheck.js';
import { decideSpend as decide } from '../../src/services/spendEntries/decideSpend.js';
import { admin, invoke, newRequestId, salesRep } from '../support/callables.js';
import { saved } from '../settlements/approvedSpends.js';
import { useSpendStore } from '../spend/harness.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

const reviewer = { ...admin, roles: [...admin.roles] };

async function savedEntryIds(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push(await saved(100, 10 + index));
  }
  return ids;
}

const lastDecisionAt = () => store.get<number>(ownerLastDecisionPath(salesRep.uid));

describe("the owner's lastDecisionAt", () => {
  it('never moves back: a decision timed earlier that lands later leaves the later time', async () => {
    const [first, second] = await savedEntryIds(2);
    const later = Date.now();
    const approve = (entryId: string | undefined, at: number) =>
      decide(
        store,
        reviewer,
        { requestId: newRequestId(), entryId: entryId ?? '', version: 1, decision: { kind: 'approve' } },
        () => at,
      );
    await approve(first, later);
    await approve(second, later - 5_000);
    expect(await lastDecisionAt()).toBe(later);
    expect((await checkSpendEntryIndexes(store, false)).differences).toEqual([]);
  });

  it('is the latest of many decisions made at once, and indexes check agrees', async () => {
    const ids = await savedEntryIds(12);
    await Promise.all(
      ids.map((entryId, index) =>
        invoke(
          decideSpend,
          {
            requestId: newRequestId(),
            entryId,
            version: 1,
            decision: index % 2 === 0 ? { kind: 'approve' } : { kind: 'refuse', reason: 'No bill' },
          },
          admin,
        ),
      ),
    );
    const decidedAt = await Promise.all(
      ids.map((entryId) => store.get<number>(`spend_entries/${entryId}/decidedAt`)),
    );
    expect(await lastDecisionAt()).toBe(Math.max(...decidedAt.map((at) => at ?? 0)));
    expect((await checkSpendEntryIndexes(store, false)).differences).toEqual([]);
  });
});
