import type { EntryState, OutboxEntry } from './entry';

/**
 * What happens to an entry. The sender takes it (`take`; again when a closed tab left it 'sending'),
 * saves what it learns on the way (`save`), and ends it `stored`, `tryLater` (a failure that says
 * nothing about the entry) or `refused`; it fails unsent when an entry it is sent after failed
 * (`beforeFailed`) or it is older than the server keeps request ids (`tooOld`). The user ends a backoff
 * (`sendNow`), retries a failed entry, holds one for a form (Edit) and gives it back to the state it was
 * held from (`release`, `releaseFailed`).
 */
export type EntryEvent =
  | 'take'
  | 'save'
  | 'stored'
  | 'tryLater'
  | 'refused'
  | 'beforeFailed'
  | 'tooOld'
  | 'sendNow'
  | 'retry'
  | 'hold'
  | 'release'
  | 'releaseFailed';

/**
 * The one transition table of an outbox entry: from each state, the events allowed and the state each
 * leads to. Every compare-and-set of the queue moves an entry through it (`moveEntry`). A sent entry
 * never moves again. Discard and a sign-out delete remove an entry from any state: they leave no state,
 * so they are not moves of this table.
 */
export const entryTransitions = {
  waiting: {
    take: 'sending',
    beforeFailed: 'failed',
    tooOld: 'failed',
    sendNow: 'waiting',
    hold: 'held',
  },
  sending: {
    take: 'sending',
    save: 'sending',
    stored: 'sent',
    tryLater: 'waiting',
    refused: 'failed',
    beforeFailed: 'failed',
    tooOld: 'failed',
  },
  failed: { retry: 'waiting', hold: 'held' },
  held: { hold: 'held', release: 'waiting', releaseFailed: 'failed' },
  sent: {},
} as const satisfies Record<EntryState, Partial<Record<EntryEvent, EntryState>>>;

/** The state `event` leads to from `state`, or null when the table has no such move. */
export function nextState(state: EntryState, event: EntryEvent): EntryState | null {
  const row: Partial<Record<EntryEvent, EntryState>> = entryTransitions[state];
  return row[event] ?? null;
}

/** The user may still change or drop it (a form may hold it): it is not with the sender. */
export function isChangeable(entry: OutboxEntry): boolean {
  return nextState(entry.state, 'hold') !== null;
}

/** How a held entry is given back: to the state it was held from. */
export function releaseEvent(entry: OutboxEntry): EntryEvent {
  return entry.heldFrom === 'failed' ? 'releaseFailed' : 'release';
}
