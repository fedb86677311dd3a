import { describe, expect, it } from 'vitest';
import type { EntryState, OutboxEntry } from './entry';
import { entryTransitions, isChangeable, nextState, releaseEvent, type EntryEvent } from './entryTransitions';
import { moveEntry } from './moveEntry';
import { outboxDb } from './outboxDb';

const states = Object.keys(entryTransitions) as EntryState[];
const events = [...new Set(states.flatMap((state) => Object.keys(entryTransitions[state])))] as EntryEvent[];

const entryIn = (state: EntryState, more: Partial<OutboxEntry> = {}): OutboxEntry =>
  ({
    kind: 'call',
    id: `entry-${state}`,
    owner: 'asha',
    createdAt: 1,
    seq: 1,
    summary: 'Sales visit · ABC College',
    state,
    attempts: 0,
    nextAttemptAt: 1,
    callable: 'submitSalesVisit',
    input: { requestId: `entry-${state}`, collegeName: 'ABC College' },
    ...more,
  }) as OutboxEntry;

describe('The transition table of an outbox entry', () => {
  it('never moves a sent entry again', () => {
    expect(events.map((event) => nextState('sent', event))).toEqual(events.map(() => null));
  });

  it('leaves no entry stranded: from every state some moves lead to sent', () => {
    const reachesSent = (from: EntryState, seen = new Set<EntryState>()): boolean => {
      if (from === 'sent') return true;
      seen.add(from);
      const row: Partial<Record<EntryEvent, EntryState>> = entryTransitions[from];
      return Object.values(row).some((to) => !seen.has(to) && reachesSent(to, seen));
    };
    expect(states.filter((state) => !reachesSent(state))).toEqual([]);
  });

  it('lets a form hold only what is not with the sender', () => {
    expect(states.filter((state) => isChangeable(entryIn(state)))).toEqual(['waiting', 'failed', 'held']);
  });

  it('gives a held entry back to the state it was held from', () => {
    expect(nextState('held', releaseEvent(entryIn('held', { heldFrom: 'failed' })))).toBe('failed');
    expect(nextState('held', releaseEvent(entryIn('held', { heldFrom: 'waiting' })))).toBe('waiting');
  });
});

describe('Moving an entry', () => {
  it('writes a move the table allows, and nothing for one it does not', async () => {
    const db = await outboxDb();
    await db.clear('entries');
    await db.put('entries', entryIn('waiting'));
    await db.put('entries', entryIn('sending', { attemptId: 'theirs' }));

    expect(await moveEntry('entry-waiting', 'retry')).toBeUndefined();
    expect(await moveEntry('entry-sending', 'hold')).toBeUndefined();
    expect(await db.get('entries', 'entry-sending')).toMatchObject({ state: 'sending', attemptId: 'theirs' });

    const held = await moveEntry('entry-waiting', 'hold', { change: () => ({ heldFrom: 'waiting' }) });
    expect(held?.after).toMatchObject({ state: 'held', heldFrom: 'waiting' });
    expect(
      await moveEntry('entry-sending', 'stored', { expect: (entry) => entry.attemptId === 'ours' }),
    ).toBe(undefined);
  });
});
