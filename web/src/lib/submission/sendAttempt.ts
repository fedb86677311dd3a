import type { EntryResult, OutboxEntry } from './entry';
import { moveEntry } from './moveEntry';
import { readBytes } from './outboxDb';
import { newRequestId } from './requestId';
import { backoffMs, isTransient, problemOf } from './sendPolicy';
import { submissionText } from './submissionText';

/** Sends one entry; saves what it learns on the way (an upload's host answer) through `update`. */
export type Sender = (entry: OutboxEntry, context: SendContext) => Promise<EntryResult>;

export interface SendContext {
  /** Saves a change to the entry being sent; throws `EntryGoneError` when it was discarded meanwhile. */
  update: (change: Partial<OutboxEntry>) => Promise<void>;
  /** A photo entry's bytes (read only to send); throws `EntryGoneError` when they are gone. */
  readBytes: () => Promise<ArrayBuffer>;
  onProgress: (percent: number) => void;
}

/** The entry was discarded (or its account signed out) while it was being sent: stop, write nothing. */
export class EntryGoneError extends Error {
  constructor() {
    super(submissionText.entryGone);
  }
}

export interface AttemptContext {
  now: () => number;
  isOnline: () => boolean;
  changed: () => Promise<void>;
  /** A send's progress; undefined once it ended. */
  onProgress: (id: string, percent: number | undefined) => void;
  /** The entry was stored: a call that waited for it may go now. */
  afterStored: (entry: OutboxEntry) => void;
}

/**
 * One attempt: the entry ends sent, failed, or waiting for its next try, unless it went meanwhile. The
 * attempt takes the entry under its own id; only while the entry is still 'sending' under that id may
 * the attempt write to it, so a discard or a sign-out made during the send stays done.
 */
export async function attempt(queued: OutboxEntry, sender: Sender, context: AttemptContext): Promise<void> {
  const attemptId = newRequestId();
  const taken = await moveEntry(queued.id, 'take', {
    expect: (entry) => entry.state === queued.state && entry.attemptId === queued.attemptId,
    change: (entry) => ({ attempts: entry.attempts + 1, attemptId }),
  });
  if (!taken?.after) return;
  const id = queued.id;
  await context.changed();
  // The table lets only a 'sending' entry be saved or ended: the attempt id says it is still this one's.
  const ours = (current: OutboxEntry) => current.attemptId === attemptId;
  const sendContext = sendContextOf(id, ours, context);
  try {
    const result = await sender(taken.after, sendContext);
    await moveEntry(id, 'stored', {
      expect: ours,
      change: () => ({ result, sentAt: context.now(), problem: undefined, attemptId: undefined }),
    });
    context.afterStored(queued);
  } catch (error) {
    if (!(error instanceof EntryGoneError)) await failAttempt(id, ours, error, context);
  }
  context.onProgress(id, undefined);
  await context.changed();
}

/** What the sender may do to the entry it sends, as long as this attempt holds it. */
function sendContextOf(
  id: string,
  ours: (entry: OutboxEntry) => boolean,
  context: AttemptContext,
): SendContext {
  return {
    update: async (change) => {
      const done = await moveEntry(id, 'save', { expect: ours, change: () => change });
      if (!done?.after) throw new EntryGoneError();
    },
    readBytes: async () => {
      const bytes = await readBytes(id);
      if (!bytes) throw new EntryGoneError();
      return bytes;
    },
    onProgress: (percent) => {
      context.onProgress(id, percent);
    },
  };
}

/** A failure that says nothing about the entry waits for the next try; any other fails the entry. */
async function failAttempt(
  id: string,
  ours: (entry: OutboxEntry) => boolean,
  error: unknown,
  context: AttemptContext,
): Promise<void> {
  const online = context.isOnline();
  const problem = problemOf(error, online);
  if (isTransient(error, online)) {
    await moveEntry(id, 'tryLater', {
      expect: ours,
      change: (entry) => ({
        nextAttemptAt: context.now() + backoffMs(entry.attempts),
        problem,
        attemptId: undefined,
      }),
    });
  } else {
    await moveEntry(id, 'refused', { expect: ours, change: () => ({ problem, attemptId: undefined }) });
  }
}
