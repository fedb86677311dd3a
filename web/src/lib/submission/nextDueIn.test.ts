import { describe, expect, it } from 'vitest';
import type { CallEntry, EntryState, OutboxEntry, UploadEntry } from './entry';
import { payload } from '../../testing/outboxKit';
import { nextDueIn } from './nextInLane';
import { newRequestId } from './requestId';

const now = 1_000_000;
let seq = 0;

function base(state: EntryState, dueInMs: number) {
  seq += 1;
  return {
    id: `entry-${String(seq)}`,
    owner: 'asha',
    createdAt: now - 60_000,
    seq,
    summary: `Entry ${String(seq)}`,
    state,
    attempts: dueInMs > 0 ? 1 : 0,
    nextAttemptAt: now + dueInMs,
  };
}

const call = (state: EntryState, dueInMs: number, after?: readonly string[]): CallEntry => ({
  ...base(state, dueInMs),
  kind: 'call',
  callable: 'submitSalesVisit',
  input: { requestId: newRequestId(), collegeName: 'A College' },
  after,
});

const upload = (state: EntryState, dueInMs: number): UploadEntry => ({
  ...base(state, dueInMs),
  kind: 'upload',
  upload: payload('bill.png'),
});

const everyLane = () => true;
const dueIn = (entries: readonly OutboxEntry[]) => nextDueIn(entries, everyLane, now);

describe("the sender's timer (nextDueIn)", () => {
  it('waits for the first call’s backoff, not for a call queued behind it', () => {
    expect(dueIn([call('waiting', 2000), call('waiting', 0)])).toBe(2000);
  });

  it('sets no timer for calls while the first one is being sent', () => {
    expect(dueIn([call('sending', 0), call('waiting', 0)])).toBeUndefined();
  });

  it('waits for the photo a call is sent after, not for the call', () => {
    const photo = upload('waiting', 5000);
    expect(dueIn([photo, call('waiting', 0, [photo.id])])).toBe(5000);
  });

  it('is due at once for a call whose photo failed (the call then fails too)', () => {
    const photo = upload('failed', 0);
    expect(dueIn([photo, call('waiting', 3000), call('waiting', 0, [photo.id])])).toBe(3000);
    expect(dueIn([photo, call('waiting', 0, [photo.id])])).toBe(0);
  });

  it('takes whichever photo is due first, and a call after a sent photo as due', () => {
    const sent = upload('sent', 0);
    expect(dueIn([upload('waiting', 4000), upload('waiting', 1500), call('waiting', 9000)])).toBe(1500);
    expect(dueIn([sent, call('waiting', 700, [sent.id])])).toBe(700);
  });

  it('is never negative, and undefined when nothing waits or no lane has a sender', () => {
    expect(dueIn([call('waiting', -5000)])).toBe(0);
    expect(dueIn([call('sent', 0), call('failed', 0), call('held', 0)])).toBeUndefined();
    expect(nextDueIn([call('waiting', 0), upload('waiting', 0)], () => false, now)).toBeUndefined();
  });
});
