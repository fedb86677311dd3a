import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../callError';
import type { CallEntry } from './entry';
import type { Sender } from './outbox';
import { outboxDb } from './outboxDb';
import {
  accept,
  newOutbox,
  phone,
  photo,
  sent,
  startEachTestEmpty,
  states,
  visit,
} from '../../testing/outboxKit';

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
    phone.online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    await box.submit(visit('Asha visit'));
    await box.setOwner('ravi');
    phone.online = true;
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

  it('refuses to queue anything with nobody signed in', async () => {
    const box = newOutbox(accept);
    await expect(box.submit(visit('Nobody'))).rejects.toThrow('Sign in');
  });

  it('Edit of a waiting entry sends only the edited values, once, under a new request id', async () => {
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    const edited = visit('Typo College');
    await box.replace(entry.id, edited);
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent']);
    });
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
