import { beforeEach, describe, expect, it } from 'vitest';
import { approveSpends } from '../../src/callables/approveSpends.js';
import { REQUEST_REUSED_REASON } from '../../src/domain/requestReused.js';
import { admin, failureOf, invoke, newRequestId } from '../support/callables.js';
import { saved } from '../settlements/approvedSpends.js';
import { useSpendStore } from '../spend/harness.js';

const { store, clear } = useSpendStore();
beforeEach(clear);

async function savedEntryId(spentAmount: number): Promise<string> {
  return saved(100, spentAmount);
}

const approve = (requestId: string, entryIds: string[]) =>
  invoke(approveSpends, { requestId, entries: entryIds.map((entryId) => ({ entryId, version: 1 })) }, admin);

describe('approveSpends and its request id', () => {
  it('refuses the same request id with other entries, like every other writer, and approves nothing', async () => {
    const first = await savedEntryId(90);
    const second = await savedEntryId(80);
    const requestId = newRequestId();
    const answer = await approve(requestId, [first]);
    expect(answer).toMatchObject({ approved: [first], skipped: [] });
    expect(answer.entries.map((entry) => [entry.id, entry.state])).toEqual([[first, 'approved']]);

    const reused = await failureOf(approve(requestId, [second]));
    expect(reused.code).toBe('failed-precondition');
    expect(reused.details).toMatchObject({ reason: REQUEST_REUSED_REASON });
    expect(await store.get(`spend_entries/${second}/state`)).toBe('waiting');

    // A retry with the same content gets the first answer again.
    expect(await approve(requestId, [first])).toEqual(answer);
  });
});
