import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError } from '../callError';
import type { CallEntry, NewEntry, OutboxEntry } from './entry';
import { Outbox, type Sender } from './outbox';
import { outboxDb } from './outboxDb';
import { newRequestId } from './requestId';

const visit = (name: string): NewEntry => ({
  kind: 'call',
  callable: 'submitSalesVisit',
  input: { requestId: newRequestId(), collegeName: name },
  summary: `Sales visit · ${name}`,
});

const nameOf = (entry: OutboxEntry) => (entry as CallEntry<'submitSalesVisit'>).input.collegeName;

let online = true;
let clock = 1_000_000;
const sent: string[] = [];

function newOutbox(sender: Sender): Outbox {
  const box = new Outbox({ now: () => clock, isOnline: () => online, firstAttemptWaitMs: 200 });
  box.registerSender('call', sender);
  return box;
}

const accept: Sender = (entry) => {
  sent.push(nameOf(entry) ?? '');
  return Promise.resolve({ code: `SALES-VIST-${String(sent.length)}` });
};

const noSignal = () => new CallError('unavailable', 'unavailable', [], null, true);

beforeEach(async () => {
  online = true;
  clock = 1_000_000;
  sent.length = 0;
  const db = await outboxDb();
  await db.clear('entries');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Outbox', () => {
  it('stores an entry before sending it and answers with what the server assigned', async () => {
    const box = newOutbox(accept);
    await box.setOwner('asha');
    const outcome = await box.submit(visit('ABC College'));
    expect(outcome).toMatchObject({ status: 'sent', result: { code: 'SALES-VIST-1' } });
    expect(box.getEntries().map((entry) => [entry.state, entry.result?.code])).toEqual([
      ['sent', 'SALES-VIST-1'],
    ]);
  });

  it('keeps entries made offline on the phone, then sends them in order, once, when online again', async () => {
    online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    for (const name of ['First', 'Second', 'Third']) {
      expect((await box.submit(visit(name))).status).toBe('queued');
    }
    expect(box.getEntries().map((entry) => entry.state)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(sent).toEqual([]);

    // A reload: a new outbox reads the same queue.
    online = true;
    const reloaded = newOutbox(accept);
    await reloaded.setOwner('asha');
    await vi.waitFor(() => {
      expect(reloaded.getEntries().map((entry) => entry.state)).toEqual(['sent', 'sent', 'sent']);
    });
    expect(sent).toEqual(['First', 'Second', 'Third']);
  });

  it('waits and retries the same entry after a failure that says nothing about it, holding later ones back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failures = 1;
    const flaky: Sender = (entry, context) =>
      failures-- > 0 ? Promise.reject(noSignal()) : accept(entry, context);
    const box = newOutbox(flaky);
    await box.setOwner('asha');
    online = false;
    await box.submit(visit('First'));
    await box.submit(visit('Second'));
    online = true;
    box.kick();
    await vi.waitFor(() => {
      expect(box.getEntries()[0]?.attempts).toBe(1);
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(box.getEntries().map((entry) => entry.state)).toEqual(['waiting', 'waiting']);
    expect(sent).toEqual([]);
    expect(box.getEntries()[0]?.nextAttemptAt).toBe(clock + 2000);
    clock += 2000;
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => {
      expect(box.getEntries().map((entry) => entry.state)).toEqual(['sent', 'sent']);
    });
    expect(sent).toEqual(['First', 'Second']);
  });

  it('keeps an entry the server refuses as failed, never resends it by itself, and goes on with the next', async () => {
    const refuse: Sender = (entry, context) =>
      nameOf(entry) === 'Bad'
        ? Promise.reject(new CallError('invalid-argument', 'collegeName: Too long.'))
        : accept(entry, context);
    online = false;
    const box = newOutbox(refuse);
    await box.setOwner('asha');
    await box.submit(visit('Bad'));
    await box.submit(visit('Good'));
    online = true;
    box.kick({ now: true });
    await vi.waitFor(() => {
      expect(box.getEntries().map((entry) => entry.state)).toEqual(['failed', 'sent']);
    });
    expect(box.getEntries()[0]?.problem?.message).toBe('collegeName: Too long.');
    box.kick({ now: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(['Good']);

    await box.discard(box.getEntries()[0]!.id);
    expect(box.getEntries().map((entry) => entry.state)).toEqual(['sent']);
  });

  it('sends a failed entry again when the user asks', async () => {
    let refuseOnce = true;
    const sender: Sender = (entry, context) => {
      if (!refuseOnce) return accept(entry, context);
      refuseOnce = false;
      return Promise.reject(new CallError('failed-precondition', 'Sheet is locked'));
    };
    const box = newOutbox(sender);
    await box.setOwner('asha');
    expect((await box.submit(visit('Once'))).status).toBe('refused');
    await box.retry(box.getEntries()[0]!.id);
    await vi.waitFor(() => {
      expect(box.getEntries()[0]?.state).toBe('sent');
    });
  });

  it('resends an entry a reload interrupted mid-send, with the same request id', async () => {
    online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    const { entry } = await box.submit(visit('Interrupted'));
    const db = await outboxDb();
    await db.put('entries', { ...entry, state: 'sending', attempts: 1 });
    online = true;
    const ids: string[] = [];
    const reloaded = newOutbox((sending, context) => {
      ids.push((sending as CallEntry).input.requestId);
      return accept(sending, context);
    });
    await reloaded.setOwner('asha');
    await vi.waitFor(() => {
      expect(reloaded.getEntries()[0]?.state).toBe('sent');
    });
    expect(ids).toEqual([(entry as CallEntry).input.requestId]);
  });

  it("never shows or sends one account's entries under another, and deletes them only when asked", async () => {
    online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    await box.submit(visit('Asha visit'));
    await box.setOwner('ravi');
    online = true;
    box.kick({ now: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box.getEntries()).toEqual([]);
    expect(sent).toEqual([]);
    await expect(box.submit(visit('Ravi visit'))).resolves.toMatchObject({ status: 'sent' });
    expect(sent).toEqual(['Ravi visit']);

    await box.deleteAllOf('asha');
    await box.setOwner('asha');
    expect(box.getEntries()).toEqual([]);
  });

  it('does not resend by itself an entry tried before and older than the server keeps request ids', async () => {
    online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    const { entry } = await box.submit(visit('Month Old'));
    const db = await outboxDb();
    await db.put('entries', { ...entry, attempts: 1 });
    clock += 31 * 24 * 60 * 60_000;
    online = true;
    const reloaded = newOutbox(accept);
    await reloaded.setOwner('asha');
    await vi.waitFor(() => {
      expect(reloaded.getEntries()[0]?.state).toBe('failed');
    });
    expect(reloaded.getEntries()[0]?.problem?.message).toMatch(/^This entry waited over 30 days/);
    expect(sent).toEqual([]);
  });

  it('refuses to queue anything with nobody signed in', async () => {
    const box = newOutbox(accept);
    await expect(box.submit(visit('Nobody'))).rejects.toThrow('Sign in');
  });
});
