import { draftLifetimeMs } from '@domain/constants';
import { outboxMessages } from './outboxMessages';
import type { EntryProblem, OutboxEntry } from './entry';
import { moveEntry } from './moveEntry';
import { entriesOf } from './outboxDb';
import { submissionText } from './submissionText';

/** The lanes of the one sender: calls keep their order; a stalled photo never holds them back. */
export const lanes = ['call', 'upload'] as const;
export type Lane = (typeof lanes)[number];

/** What a lane does next: nothing (all idle, waiting or not due), fail an entry unsent, or send one. */
export type LaneStep =
  | { kind: 'idle' }
  | { kind: 'fail'; entry: OutboxEntry; event: 'beforeFailed' | 'tooOld'; problem: EntryProblem }
  | { kind: 'send'; entry: OutboxEntry };

/** The server may have forgotten the request id: the user decides (the Report shows what arrived). */
const tooOldProblem: EntryProblem = {
  code: 'too-old',
  message: outboxMessages.tooOld,
  fieldErrors: [],
  reason: null,
};

/** A lane's entries still to be sent, in sending order ('sending': being sent, or left by a closed tab). */
function unsentIn(entries: readonly OutboxEntry[], lane: Lane): OutboxEntry[] {
  return entries.filter(
    (entry) => entry.kind === lane && (entry.state === 'waiting' || entry.state === 'sending'),
  );
}

/** A lane's next step: calls strictly in order, photos whichever is due first. */
export async function nextInLane(lane: Lane, owner: string, now: number): Promise<LaneStep> {
  // Holding the lock, a 'sending' entry was left by a tab that closed mid-send: the request id makes
  // sending it again safe.
  const entries = await entriesOf(owner);
  const unsent = unsentIn(entries, lane);
  const next = lane === 'call' ? unsent[0] : unsent.find((entry) => entry.nextAttemptAt <= now);
  if (!next || next.nextAttemptAt > now) return { kind: 'idle' };
  const before = unsentBefore(next, entries);
  if (before === 'waiting') return { kind: 'idle' };
  if (before !== null) return { kind: 'fail', entry: next, event: 'beforeFailed', problem: before };
  if (next.attempts > 0 && now - next.createdAt > draftLifetimeMs) {
    return { kind: 'fail', entry: next, event: 'tooOld', problem: tooOldProblem };
  }
  return { kind: 'send', entry: next };
}

/** Fails an entry without sending it, unless it changed since the lane read it. */
export async function failUnsent(step: Extract<LaneStep, { kind: 'fail' }>): Promise<void> {
  await moveEntry(step.entry.id, step.event, {
    expect: (entry) => entry.state === step.entry.state,
    change: () => ({ problem: step.problem, attemptId: undefined }),
  });
}

/**
 * Whether the entries a call is sent after are all sent (null; one that is gone counts as sent: the
 * server then says what is missing), one is still to be sent ('waiting'), or one failed (the problem
 * the call fails with). `entries`: the owner's queue.
 */
function unsentBefore(entry: OutboxEntry, entries: readonly OutboxEntry[]): EntryProblem | 'waiting' | null {
  if (entry.kind !== 'call' || !entry.after || entry.after.length === 0) return null;
  const others = new Map(entries.map((other) => [other.id, other]));
  let waiting = false;
  for (const id of entry.after) {
    const other = others.get(id);
    if (other?.state === 'failed') {
      return {
        code: 'before-failed',
        message: submissionText.beforeFailed(other.summary, other.problem?.message ?? ''),
        fieldErrors: [],
        reason: null,
      };
    }
    if (other && other.state !== 'sent') waiting = true;
  }
  return waiting ? 'waiting' : null;
}

/**
 * How long until a lane has a step due, for the sender's timer once it lets the lock go; undefined when
 * no timer is needed. It agrees with `nextInLane`: only the first call counts (calls keep their order),
 * and not while it waits for an entry it is sent after (that entry's own sending starts it). A due time
 * the lane would not act on made the sender ask again at once, for ever: a busy loop on the phone
 * while a call waited out its backoff with another queued behind it.
 */
export function nextDueIn(
  entries: readonly OutboxEntry[],
  hasSender: (lane: Lane) => boolean,
  now: number,
): number | undefined {
  const due: number[] = [];
  const firstCall = hasSender('call') ? unsentIn(entries, 'call')[0] : undefined;
  if (firstCall?.state === 'waiting' && unsentBefore(firstCall, entries) !== 'waiting') {
    due.push(firstCall.nextAttemptAt);
  }
  if (hasSender('upload')) {
    for (const upload of unsentIn(entries, 'upload'))
      if (upload.state === 'waiting') due.push(upload.nextAttemptAt);
  }
  return due.length === 0 ? undefined : Math.max(0, Math.min(...due) - now);
}
