import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Sender } from './outbox';
import { useFakeTimersBesideIndexedDb } from '../../testing/fakeTimers';
import {
  accept,
  heldReply,
  newOutbox,
  noSignal,
  phone,
  startEachTestEmpty,
  states,
  visit,
} from '../../testing/outboxKit';

startEachTestEmpty();

describe('The first answer a form waits for', () => {
  it('stores an entry before sending it and answers with what the server assigned', async () => {
    const box = newOutbox(accept);
    await box.setOwner('asha');
    const outcome = await box.submit(visit('ABC College'));
    expect(outcome).toMatchObject({ status: 'sent', result: { code: 'SALES-VIST-1' } });
    expect(box.getEntries().map((entry) => [entry.state, entry.result?.code])).toEqual([
      ['sent', 'SALES-VIST-1'],
    ]);
  });

  it('gives the form back within its wait when no answer comes, and the entry is sent when it does', async () => {
    const reply = heldReply();
    const box = newOutbox(reply.sender);
    await box.setOwner('asha');
    const started = Date.now();
    const outcome = await box.submit(visit('Slow College'));
    expect(outcome.status).toBe('pending');
    expect(Date.now() - started).toBeLessThan(1000);
    const ended = box.follow(outcome.entry.id);
    reply.release();
    await expect(ended).resolves.toMatchObject({ status: 'sent', result: { code: 'SALES-VIST-1' } });
  });

  it('waits longer when the form asks, and gives it back at once when the form hands the entry back', async () => {
    useFakeTimersBesideIndexedDb();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const reply = heldReply();
    const box = newOutbox(reply.sender);
    await box.setOwner('asha');
    const handBack = new AbortController();
    const submitted = box.submit(visit('Cold Start College'), { waitMs: 60_000, handBack: handBack.signal });
    let settled = false;
    void submitted.then(() => (settled = true));
    // Past the outbox's own wait (200 ms here), the form still waits for the answer.
    await reply.begun;
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);
    handBack.abort();
    await expect(submitted).resolves.toMatchObject({ status: 'pending' });
    const ended = box.follow((await submitted).entry.id);
    reply.release();
    await expect(ended).resolves.toMatchObject({ status: 'sent' });
  });

  it('says "queued" at once while the connection is weak, and Send now ends the backoff', async () => {
    let down = true;
    const sender: Sender = (entry, context) => (down ? Promise.reject(noSignal()) : accept(entry, context));
    const box = newOutbox(sender);
    await box.setOwner('asha');
    expect((await box.submit(visit('First'))).status).toBe('queued');
    expect(box.isWeak()).toBe(true);
    expect((await box.submit(visit('Second'))).status).toBe('queued');
    expect(box.getEntries()[0]?.nextAttemptAt).toBeGreaterThan(phone.clock);
    down = false;
    box.kick({ now: true });
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent', 'sent']);
    });
    expect(box.isWeak()).toBe(false);
  });
});
