import { outboxMessages } from './outboxMessages';
import { CallError } from '../callError';
import type { EntryResult, OutboxEntry } from './entry';

/**
 * How a submit made from a form went in its first moments: sent (with what the server answered), kept
 * on the phone because it is offline or the connection is weak, still being sent (the form follows it
 * with `follow`), or refused by the server (the form shows why).
 */
export type SubmitOutcome =
  | { status: 'sent'; entry: OutboxEntry; result: EntryResult }
  | { status: 'queued'; entry: OutboxEntry }
  | { status: 'pending'; entry: OutboxEntry }
  | { status: 'refused'; entry: OutboxEntry; error: unknown };

/** How a followed entry ended: sent, refused (failed), or discarded. */
export type FinalOutcome =
  | { status: 'sent'; entry: OutboxEntry; result: EntryResult }
  | { status: 'refused'; entry: OutboxEntry; error: unknown }
  | { status: 'gone' };

type Watch = (id: string, watcher: (entry: OutboxEntry | undefined) => void) => () => void;

export interface FirstAnswerWait {
  /** Online, and the connection is not known to be weak. */
  connected: () => boolean;
  watch: Watch;
  /** A form gives the screen back after this long at the latest, answer or not. */
  waitMs: number;
  /** Starts sending. */
  send: () => void;
  /** Aborted: the wait ends at once, 'pending'. */
  handBack?: AbortSignal;
}

/** The failure an entry keeps, as the error a form shows (field problems included). */
export function errorOf(entry: OutboxEntry): CallError {
  const problem = entry.problem;
  return new CallError(
    problem?.code ?? 'unknown',
    problem?.message ?? outboxMessages.notStored,
    problem?.fieldErrors ?? [],
    problem?.reason ?? null,
  );
}

/**
 * Starts sending a stored entry and resolves with its first answer: at once 'queued' when offline or
 * the connection is weak, or when a try got no answer; 'pending' when no answer came within the wait,
 * or when the form handed the entry back before.
 */
export function waitForFirstAnswer(entry: OutboxEntry, wait: FirstAnswerWait): Promise<SubmitOutcome> {
  if (!wait.connected()) {
    wait.send();
    return Promise.resolve({ status: 'queued', entry });
  }
  const outcome = new Promise<SubmitOutcome>((resolve) => {
    const stop = wait.watch(entry.id, (current) => {
      if (current?.state === 'sent')
        resolve({ status: 'sent', entry: current, result: current.result ?? {} });
      else if (current?.state === 'failed')
        resolve({ status: 'refused', entry: current, error: errorOf(current) });
      else if (current?.state === 'waiting' && current.problem) resolve({ status: 'queued', entry: current });
      else return;
      clearTimeout(timer);
      stop();
    });
    const timer = setTimeout(() => {
      stop();
      resolve({ status: wait.connected() ? 'pending' : 'queued', entry });
    }, wait.waitMs);
    const handBack = () => {
      clearTimeout(timer);
      stop();
      resolve({ status: 'pending', entry });
    };
    if (wait.handBack?.aborted) handBack();
    else wait.handBack?.addEventListener('abort', handBack, { once: true });
  });
  wait.send();
  return outcome;
}

/** Resolves when the entry was sent, refused, or discarded (in this tab or another). */
export function followToEnd(id: string, watch: Watch): Promise<FinalOutcome> {
  return new Promise((resolve) => {
    const stop = watch(id, (entry) => {
      if (!entry) resolve({ status: 'gone' });
      else if (entry.state === 'sent') resolve({ status: 'sent', entry, result: entry.result ?? {} });
      else if (entry.state === 'failed') resolve({ status: 'refused', entry, error: errorOf(entry) });
      else return;
      stop();
    });
  });
}
