import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../callError';
import type { CallEntry } from './entry';
import type { Sender } from './outbox';
import { outboxDb } from './outboxDb';
import {
  accept,
  newOutbox,
  noSignal,
  passEveryRetry,
  phone,
  photo,
  sent,
  startEachTestEmpty,
  states,
  visit,
} from '../../testing/outboxKit';
import { useFakeTimersBesideIndexedDb } from '../../testing/fakeTimers';

startEachTestEmpty();

describe("The queue's commands", () => {
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

  it("never shows or sends one account's entries under another, and deletes them only when asked", async () => {
    useFakeTimersBesideIndexedDb();
    // Asha's visit got no answer: it waits for its retry timer when Ravi signs in.
    let failures = 1;
    const flaky: Sender = (entry, context) =>
      failures-- > 0 ? Promise.reject(noSignal()) : accept(entry, context);
    const box = newOutbox(flaky);
    await box.setOwner('asha');
    await box.submit(visit('Asha visit'));
    await vi.waitFor(() => {
      expect(box.getEntries()[0]).toMatchObject({ state: 'waiting', attempts: 1 });
    });
    await box.setOwner('ravi');
    box.kick({ now: true });
    await passEveryRetry([box]);
    expect(box.getEntries()).toEqual([]);
    expect(sent).toEqual([]);
    await expect(box.submit(visit('Ravi visit'))).resolves.toMatchObject({ status: 'sent' });
    expect(sent).toEqual(['Ravi visit']);

    await box.deleteAllOf('asha');
    await box.setOwner('asha');
    expect(box.getEntries()).toEqual([]);
  });

  it('refuses to queue anything with nobody signed in', async () => {
    const box = newOutbox(accept);
    await expect(box.submit(visit('Nobody'))).rejects.toThrow('Sign in');
  });

  it('Edit of a waiting entry sends only the edited values, once, under a new request id', async () => {
    useFakeTimersBesideIndexedDb();
    phone.online = false;
    const ids: string[] = [];
    const box = newOutbox((entry, context) => {
      ids.push((entry as CallEntry).input.requestId);
      return accept(entry, context);
    });
    await box.setOwner('asha');
    const { entry } = await box.submit(visit('Typo Colege'));
    const held = await box.hold(entry.id);
    expect(held?.state).toBe('held');
    phone.online = true;
    box.kick({ now: true });
    // Held past every retry: the form has it, nothing sends it.
    await passEveryRetry([box]);
    expect(sent).toEqual([]);
    expect(states(box)).toEqual(['held']);
    const edited = visit('Typo College');
    await box.replace(entry.id, edited);
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent']);
    });
    await passEveryRetry([box]);
    expect(sent).toEqual(['Typo College']);
    expect(ids).toEqual([(edited as { input: { requestId: string } }).input.requestId]);
  });

  it('a form closed without saving gives the held entry back to be sent', async () => {
    phone.online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    const { entry } = await box.submit(visit('Unchanged'));
    await box.hold(entry.id);
    phone.online = true;
    await box.release(entry.id);
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent']);
    });
  });

  it("signing out deletes the account's sent entries and keeps nothing of them", async () => {
    const box = newOutbox(accept, (entry) => Promise.resolve({ code: entry.id }));
    await box.setOwner('asha');
    await box.submit(visit('Sent visit'));
    await box.submit(photo('sent.png'));
    phone.online = false;
    await box.submit(visit('Still waiting'));
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent', 'sent', 'waiting']);
    });
    await box.deleteSentOf('asha');
    const db = await outboxDb();
    const left = await db.getAll('entries');
    expect(left.map((entry) => entry.summary)).toEqual(['Sales visit · Still waiting']);
    expect(await db.count('bytes')).toBe(0);
  });
});
