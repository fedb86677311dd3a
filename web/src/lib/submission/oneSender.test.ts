import { describe, expect, it, vi } from 'vitest';
import type { CallEntry } from './entry';
import type { Sender } from './outbox';
import { outboxDb } from './outboxDb';
import {
  accept,
  heldReply,
  nameOf,
  newOutbox,
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

describe('One sender per device', () => {
  /** The server: stores each request id once; the image host: keeps each posted entry's image. */
  function fakeServer() {
    const stored = new Map<string, string>();
    const calls: string[] = [];
    const images = new Set<string>();
    const posts: string[] = [];
    const call: Sender = async (entry) => {
      const id = (entry as CallEntry).input.requestId;
      calls.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!stored.has(id)) stored.set(id, nameOf(entry));
      return {};
    };
    const upload: Sender = async (entry, context) => {
      const bytes = await context.readBytes();
      expect(bytes.byteLength).toBe(3);
      posts.push(entry.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      images.add(entry.id);
      return {};
    };
    return { stored, calls, images, posts, call, upload };
  }

  it('resends an entry a closed tab left mid-send, with the same request id', async () => {
    phone.online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    const { entry } = await box.submit(visit('Interrupted'));
    box.close();
    const db = await outboxDb();
    await db.put('entries', { ...entry, state: 'sending', attempts: 1, attemptId: 'closed-tab' });
    phone.online = true;
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

  it('two tabs going online together send five queued entries (two photos) once each, and both list all five', async () => {
    const server = fakeServer();
    phone.online = false;
    const tabA = newOutbox(server.call, server.upload);
    const tabB = newOutbox(server.call, server.upload);
    await tabA.setOwner('asha');
    await tabB.setOwner('asha');
    await tabA.submit(visit('One'));
    await tabB.submit(photo('bill-1.png'));
    await tabA.submit(visit('Two'));
    await tabB.submit(visit('Three'));
    await tabA.submit(photo('bill-2.png'));
    await vi.waitFor(() => {
      expect(tabA.getEntries()).toHaveLength(5);
      expect(tabB.getEntries()).toHaveLength(5);
    });

    phone.online = true;
    tabA.kick({ now: true });
    tabB.kick({ now: true });
    await vi.waitFor(() => {
      expect(states(tabA)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
      expect(states(tabB)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    });
    expect([...server.stored.values()]).toEqual(['One', 'Two', 'Three']);
    // One sender: every request went once, every photo was posted once.
    expect(server.calls).toHaveLength(3);
    expect(server.posts).toHaveLength(2);
    expect(server.images.size).toBe(2);
    // A sent photo's bytes are gone from the phone.
    expect(await (await outboxDb()).count('bytes')).toBe(0);
  });

  it('a discard made in another tab while the entry is being sent stays discarded', async () => {
    useFakeTimersBesideIndexedDb();
    const reply = heldReply();
    const sender = newOutbox(reply.sender);
    const other = newOutbox(reply.sender);
    await sender.setOwner('asha');
    await other.setOwner('asha');
    const outcome = await sender.submit(visit('Discarded'));
    await reply.begun;
    await vi.waitFor(() => {
      expect(states(other)).toEqual(['sending']);
    });
    await other.discard(outcome.entry.id);
    reply.release();
    await vi.waitFor(() => {
      expect(sent).toEqual(['Discarded']);
    });
    // Past every retry: the entry was neither written back nor sent again.
    await passEveryRetry([sender, other]);
    expect(sent).toEqual(['Discarded']);
    expect(await (await outboxDb()).get('entries', outcome.entry.id)).toBeUndefined();
    expect(sender.getEntries()).toEqual([]);
    await vi.waitFor(() => {
      expect(other.getEntries()).toEqual([]);
    });
  });

  it('a sign-out delete made while an entry is being sent stays deleted, bytes included', async () => {
    useFakeTimersBesideIndexedDb();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started = vi.fn();
    const upload: Sender = async (_entry, context) => {
      started();
      await held;
      await context.update({});
      return {};
    };
    const box = newOutbox(accept, upload);
    await box.setOwner('asha');
    const outcome = await box.submit(photo('bill.png'));
    await vi.waitFor(() => {
      expect(started).toHaveBeenCalled();
    });
    await box.deleteAllOf('asha');
    release();
    // Past every retry: the photo was posted once, and nothing of it was written back.
    await passEveryRetry([box]);
    expect(started).toHaveBeenCalledTimes(1);
    const db = await outboxDb();
    expect(await db.get('entries', outcome.entry.id)).toBeUndefined();
    expect(await db.count('bytes')).toBe(0);
    expect(box.getEntries()).toEqual([]);
  });
});
