import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../callError';
import type { CallEntry } from './entry';
import type { Sender } from './outbox';
import { outboxDb } from './outboxDb';
import {
  accept,
  nameOf,
  newOutbox,
  noSignal,
  passEveryRetry,
  passTime,
  phone,
  sent,
  startEachTestEmpty,
  states,
  visit,
} from '../../testing/outboxKit';
import { useFakeTimersBesideIndexedDb } from '../../testing/fakeTimers';

startEachTestEmpty();

describe('The send loop', () => {
  it('keeps entries made offline on the phone, then sends them in order, once, when online again', async () => {
    phone.online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    for (const name of ['First', 'Second', 'Third']) {
      expect((await box.submit(visit(name))).status).toBe('queued');
    }
    expect(states(box)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(sent).toEqual([]);

    // A reload: a new outbox reads the same queue.
    box.close();
    phone.online = true;
    const reloaded = newOutbox(accept);
    await reloaded.setOwner('asha');
    await vi.waitFor(() => {
      expect(states(reloaded)).toEqual(['sent', 'sent', 'sent']);
    });
    expect(sent).toEqual(['First', 'Second', 'Third']);
  });

  it('waits and retries the same entry after a failure that says nothing about it, holding later calls back', async () => {
    useFakeTimersBesideIndexedDb();
    let failures = 1;
    const flaky: Sender = (entry, context) =>
      failures-- > 0 ? Promise.reject(noSignal()) : accept(entry, context);
    const box = newOutbox(flaky);
    await box.setOwner('asha');
    phone.online = false;
    await box.submit(visit('First'));
    await box.submit(visit('Second'));
    phone.online = true;
    box.kick();
    await vi.waitFor(() => {
      expect(box.getEntries()[0]?.attempts).toBe(1);
      expect(box.getEntries()[0]?.state).toBe('waiting');
    });
    expect(box.getEntries()[0]?.nextAttemptAt).toBe(phone.clock + 2000);
    // Online, yet no answer: the connection is weak.
    expect(box.isWeak()).toBe(true);
    // A kick during the backoff, and the clock up to its last millisecond, send nothing.
    box.kick();
    await passTime(1999, [box]);
    expect(states(box)).toEqual(['waiting', 'waiting']);
    expect(sent).toEqual([]);
    // The retry timer sends both, once: past every later retry, nothing is sent again.
    await passEveryRetry([box]);
    expect(states(box)).toEqual(['sent', 'sent']);
    expect(sent).toEqual(['First', 'Second']);
    expect(box.isWeak()).toBe(false);
  });

  it('keeps an entry the server refuses as failed, never resends it by itself, and goes on with the next', async () => {
    useFakeTimersBesideIndexedDb();
    const tried: string[] = [];
    const refuse: Sender = (entry, context) => {
      tried.push(nameOf(entry));
      return nameOf(entry) === 'Bad'
        ? Promise.reject(new CallError('invalid-argument', 'collegeName: Too long.'))
        : accept(entry, context);
    };
    phone.online = false;
    const box = newOutbox(refuse);
    await box.setOwner('asha');
    await box.submit(visit('Bad'));
    await box.submit(visit('Good'));
    phone.online = true;
    box.kick({ now: true });
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['failed', 'sent']);
    });
    expect(box.getEntries()[0]?.problem?.message).toBe('collegeName: Too long.');
    box.kick({ now: true });
    await passEveryRetry([box]);
    expect(tried).toEqual(['Bad', 'Good']);
    expect(sent).toEqual(['Good']);
    expect(states(box)).toEqual(['failed', 'sent']);

    await box.discard(box.getEntries()[0]!.id);
    expect(states(box)).toEqual(['sent']);
  });

  it('fails an entry whose request id the server calls reused, with plain words, and sends nothing more', async () => {
    useFakeTimersBesideIndexedDb();
    const ids: string[] = [];
    const reused: Sender = (entry) => {
      ids.push((entry as CallEntry).input.requestId);
      return Promise.reject(
        new CallError(
          'failed-precondition',
          'This request id was used for other values.',
          [],
          'request-reused',
        ),
      );
    };
    const box = newOutbox(reused);
    await box.setOwner('asha');
    const outcome = await box.submit(visit('After a deploy'));
    expect(outcome.status).toBe('refused');
    box.kick({ now: true });
    await passEveryRetry([box]);
    expect(box.getEntries()).toHaveLength(1);
    expect(box.getEntries()[0]).toMatchObject({
      state: 'failed',
      problem: { message: 'The app was updated since this was saved. Check it and send it again.' },
    });
    expect(ids).toEqual([(outcome.entry as CallEntry).input.requestId]);
  });

  it('does not resend by itself an entry tried before and older than the server keeps request ids', async () => {
    phone.online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    const { entry } = await box.submit(visit('Month Old'));
    box.close();
    const db = await outboxDb();
    await db.put('entries', { ...entry, attempts: 1 });
    phone.clock += 31 * 24 * 60 * 60_000;
    phone.online = true;
    const reloaded = newOutbox(accept);
    await reloaded.setOwner('asha');
    await vi.waitFor(() => {
      expect(reloaded.getEntries()[0]?.state).toBe('failed');
    });
    expect(reloaded.getEntries()[0]?.problem?.message).toMatch(/^This entry waited over 30 days/);
    expect(sent).toEqual([]);
  });
});
