import type { OutboxEntry } from './entry';
import { nextState, type EntryEvent } from './entryTransitions';
import { compareAndSet } from './outboxDb';

interface Move {
  /** What else must hold besides the table allowing the move (the owner, the attempt). */
  expect?: (entry: OutboxEntry) => boolean;
  /** What the move records beside the new state. */
  change?: (entry: OutboxEntry) => Partial<OutboxEntry>;
}

/**
 * Moves an entry by `event` in one compare-and-set: only from a state the transition table allows it
 * from, and only when `expect` holds. Answers as `compareAndSet` does: undefined when nothing was written
 * (the entry changed or went meanwhile: a discard, a sign-out, another tab).
 */
export function moveEntry(
  id: string,
  event: EntryEvent | ((entry: OutboxEntry) => EntryEvent),
  { expect = () => true, change = () => ({}) }: Move = {},
): ReturnType<typeof compareAndSet> {
  const eventOf = (entry: OutboxEntry) => (typeof event === 'function' ? event(entry) : event);
  return compareAndSet(
    id,
    (entry) => nextState(entry.state, eventOf(entry)) !== null && expect(entry),
    (entry) => {
      const state = nextState(entry.state, eventOf(entry));
      if (state === null) throw new Error(`No move '${eventOf(entry)}' from '${entry.state}'.`);
      return { ...entry, ...change(entry), state } as OutboxEntry;
    },
  );
}
