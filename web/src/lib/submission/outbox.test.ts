import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallError } from '../callError';
import type { CallEntry, NewEntry, OutboxEntry, UploadPayload } from './entry';
import { Outbox, type Sender } from './outbox';
import { closeOutboxDb, outboxDb, OUTBOX_DB_NAME } from './outboxDb';
import { newRequestId } from './requestId';
import { TransientSendError } from './sendPolicy';

const visit = (name: string): NewEntry => ({
  kind: 'call',
  callable: 'submitSalesVisit',
  input: { requestId: newRequestId(), collegeName: name },
  summary: `Sales visit · ${name}`,
});

const payload = (fileName: string): UploadPayload => ({
  folder: 'bills',
  dept: 'sales',
  fileName,
  mediaType: 'image/png',
  sha256: fileName.padEnd(64, '0'),
  allowDuplicate: false,
});

const photo = (fileName: string): NewEntry => ({
  kind: 'upload',
  upload: payload(fileName),
  bytes: new Uint8Array([1, 2, 3]).buffer,
  summary: `Bill · ${fileName}`,
});

const nameOf = (entry: OutboxEntry) =>
  entry.kind === 'call' ? (entry as CallEntry<'submitSalesVisit'>).input.collegeName : entry.upload.fileName;

let online = true;
let clock = 1_000_000;
const sent: string[] = [];
const boxes: Outbox[] = [];

/** One tab's outbox: the tabs of a test share the IndexedDB, the Web Lock and the BroadcastChannel. */
function newOutbox(sender: Sender, upload?: Sender): Outbox {
  const box = new Outbox({ now: () => clock, isOnline: () => online, firstAnswerWaitMs: 200 });
  box.registerSender('call', sender);
  if (upload) box.registerSender('upload', upload);
  boxes.push(box);
  return box;
}

const accept: Sender = (entry) => {
  sent.push(nameOf(entry));
  return Promise.resolve({ code: `SALES-VIST-${String(sent.length)}` });
};

/** A reply the test lets through when it wants. */
function heldReply() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: () => void = () => undefined;
  const begun = new Promise<void>((resolve) => {
    started = resolve;
  });
  const sender: Sender = async (entry, context) => {
    started();
    await held;
    return accept(entry, context);
  };
  return { sender, begun, release };
}

const noSignal = () => new CallError('unavailable', 'unavailable', [], null, true);
const states = (box: Outbox) => box.getEntries().map((entry) => entry.state);

beforeEach(async () => {
  online = true;
  clock = 1_000_000;
  sent.length = 0;
  const db = await outboxDb();
  await db.clear('entries');
  await db.clear('bytes');
});

afterEach(() => {
  for (const box of boxes.splice(0)) box.close();
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
    expect(states(box)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(sent).toEqual([]);

    // A reload: a new outbox reads the same queue.
    box.close();
    online = true;
    const reloaded = newOutbox(accept);
    await reloaded.setOwner('asha');
    await vi.waitFor(() => {
      expect(states(reloaded)).toEqual(['sent', 'sent', 'sent']);
    });
    expect(sent).toEqual(['First', 'Second', 'Third']);
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

  it('waits and retries the same entry after a failure that says nothing about it, holding later calls back', async () => {
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
      expect(box.getEntries()[0]?.state).toBe('waiting');
    });
    expect(box.getEntries()[0]?.nextAttemptAt).toBe(clock + 2000);
    // Online, yet no answer: the connection is weak.
    expect(box.isWeak()).toBe(true);
    box.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(states(box)).toEqual(['waiting', 'waiting']);
    expect(sent).toEqual([]);
    clock += 2000;
    box.kick();
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent', 'sent']);
    });
    expect(sent).toEqual(['First', 'Second']);
    expect(box.isWeak()).toBe(false);
  });

  it('says "queued" at once while the connection is weak, and Send now ends the backoff', async () => {
    let down = true;
    const sender: Sender = (entry, context) => (down ? Promise.reject(noSignal()) : accept(entry, context));
    const box = newOutbox(sender);
    await box.setOwner('asha');
    expect((await box.submit(visit('First'))).status).toBe('queued');
    expect(box.isWeak()).toBe(true);
    expect((await box.submit(visit('Second'))).status).toBe('queued');
    expect(box.getEntries()[0]?.nextAttemptAt).toBeGreaterThan(clock);
    down = false;
    box.kick({ now: true });
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent', 'sent']);
    });
    expect(box.isWeak()).toBe(false);
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
      expect(states(box)).toEqual(['failed', 'sent']);
    });
    expect(box.getEntries()[0]?.problem?.message).toBe('collegeName: Too long.');
    box.kick({ now: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(['Good']);

    await box.discard(box.getEntries()[0]!.id);
    expect(states(box)).toEqual(['sent']);
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

  it('fails an entry whose request id the server calls reused, with plain words, and sends nothing more', async () => {
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box.getEntries()).toHaveLength(1);
    expect(box.getEntries()[0]).toMatchObject({
      state: 'failed',
      problem: { message: 'The app was updated since this was saved. Check it and send it again.' },
    });
    expect(ids).toEqual([outcome.entry.id]);
  });

  it('resends an entry a closed tab left mid-send, with the same request id', async () => {
    online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    const { entry } = await box.submit(visit('Interrupted'));
    box.close();
    const db = await outboxDb();
    await db.put('entries', { ...entry, state: 'sending', attempts: 1, attemptId: 'closed-tab' });
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
    box.close();
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

  it('two tabs going online together send five queued entries (two photos) once each, and both list all five', async () => {
    const server = fakeServer();
    online = false;
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

    online = true;
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await (await outboxDb()).get('entries', outcome.entry.id)).toBeUndefined();
    expect(sender.getEntries()).toEqual([]);
    expect(other.getEntries()).toEqual([]);
  });

  it('a sign-out delete made while an entry is being sent stays deleted, bytes included', async () => {
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    const db = await outboxDb();
    expect(await db.get('entries', outcome.entry.id)).toBeUndefined();
    expect(await db.count('bytes')).toBe(0);
    expect(box.getEntries()).toEqual([]);
  });

  it('Edit of a waiting entry sends only the edited values, once, under a new request id', async () => {
    online = false;
    const ids: string[] = [];
    const box = newOutbox((entry, context) => {
      ids.push((entry as CallEntry).input.requestId);
      return accept(entry, context);
    });
    await box.setOwner('asha');
    const { entry } = await box.submit(visit('Typo Colege'));
    const held = await box.hold(entry.id);
    expect(held?.state).toBe('held');
    online = true;
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
    online = false;
    const box = newOutbox(accept);
    await box.setOwner('asha');
    const { entry } = await box.submit(visit('Unchanged'));
    await box.hold(entry.id);
    online = true;
    await box.release(entry.id);
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent']);
    });
  });

  it('a stalled photo does not hold back a visit queued after it', async () => {
    // The host's reply never comes (postToHost gives up after 30 s without progress: here, at the end).
    let giveUp: (error: Error) => void = () => undefined;
    const stalled: Sender = () =>
      new Promise((_resolve, reject) => {
        giveUp = reject;
      });
    online = false;
    const box = newOutbox(accept, stalled);
    await box.setOwner('asha');
    await box.submit(photo('stuck.png'));
    await box.submit(visit('After the photo'));
    online = true;
    box.kick({ now: true });
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sending', 'sent']);
    });
    giveUp(new TransientSendError('The image host stopped answering'));
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['waiting', 'sent']);
    });
  });

  it('a photo that failed for the network waits for its retry without holding back the calls', async () => {
    const failing: Sender = () => Promise.reject(new TransientSendError('The image host stopped answering'));
    online = false;
    const box = newOutbox(accept, failing);
    await box.setOwner('asha');
    await box.submit(photo('later.png'));
    await box.submit(visit('One'));
    await box.submit(visit('Two'));
    online = true;
    box.kick({ now: true });
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['waiting', 'sent', 'sent']);
    });
    expect(sent).toEqual(['One', 'Two']);
  });

  it('a call sent after photos waits for them, is sent once they are, and fails when one fails', async () => {
    const photoReply = heldReply();
    const photoSender: Sender = async (entry, context) => {
      await photoReply.sender(entry, context);
      sent.push(nameOf(entry));
      return {};
    };
    online = false;
    const box = newOutbox(accept, photoSender);
    await box.setOwner('asha');
    const bill = await box.submit(photo('bill.png'));
    await box.submit({ ...visit('With its bill'), after: [bill.entry.id] } as NewEntry);
    await box.submit(visit('Next'));
    online = true;
    box.kick({ now: true });
    await photoReply.begun;
    // The photo is being sent: the call that needs it (and, in order, the calls after it) wait.
    expect(states(box)).toEqual(['sending', 'waiting', 'waiting']);
    expect(sent).toEqual([]);
    photoReply.release();
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent', 'sent', 'sent']);
    });
    expect(sent.filter((name) => name !== 'bill.png')).toEqual(['With its bill', 'Next']);
    expect(sent.indexOf('bill.png')).toBeLessThan(sent.indexOf('With its bill'));

    const refused: Sender = () =>
      Promise.reject(new CallError('invalid-argument', 'Not an image.', [], null));
    const other = newOutbox(accept, refused);
    box.close();
    await other.setOwner('asha');
    const bad = await other.submit(photo('bad.png'));
    const spend = await other.submit({ ...visit('Its spend'), after: [bad.entry.id] } as NewEntry);
    await vi.waitFor(() => {
      const entry = other.getEntries().find((candidate) => candidate.id === spend.entry.id);
      expect(entry?.state).toBe('failed');
      expect(entry?.problem?.message).toContain('Bill · bad.png');
      expect(entry?.problem?.message).toContain('Not an image.');
    });
    expect(sent).not.toContain('Its spend');
  });

  it("signing out deletes the account's sent entries and keeps nothing of them", async () => {
    const box = newOutbox(accept, (entry) => Promise.resolve({ code: entry.id }));
    await box.setOwner('asha');
    await box.submit(visit('Sent visit'));
    await box.submit(photo('sent.png'));
    online = false;
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

describe('The outbox database', () => {
  it('moves the bytes of entries queued by the previous version to their own store, losing nothing', async () => {
    await closeOutboxDb();
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(OUTBOX_DB_NAME);
      request.onsuccess = () => {
        resolve();
      };
      request.onerror = () => {
        reject(new Error('not deleted'));
      };
    });
    const old = await openDB(OUTBOX_DB_NAME, 1, {
      upgrade(db) {
        const entries = db.createObjectStore('entries', { keyPath: 'id' });
        entries.createIndex('byOwner', ['owner', 'seq']);
        db.createObjectStore('kv');
      },
    });
    const base = { owner: 'asha', createdAt: 1, attempts: 0, nextAttemptAt: 1, kind: 'upload' };
    const bytes = new Uint8Array([9, 8, 7]).buffer;
    await old.put('entries', {
      ...base,
      id: 'queued-photo',
      seq: 1,
      summary: 'Bill · a.png',
      state: 'waiting',
      upload: { ...payload('a.png'), bytes },
    });
    await old.put('entries', {
      ...base,
      id: 'sent-photo',
      seq: 2,
      summary: 'Bill · b.png',
      state: 'sent',
      upload: { ...payload('b.png'), bytes },
    });
    await old.put('kv', 'kept', 'query-cache');
    old.close();

    const db = await outboxDb();
    const queued = await db.get('entries', 'queued-photo');
    expect(queued).toMatchObject({ state: 'waiting', upload: payload('a.png') });
    expect(queued && 'bytes' in (queued as { upload: object }).upload).toBe(false);
    expect(new Uint8Array((await db.get('bytes', 'queued-photo'))!)).toEqual(new Uint8Array([9, 8, 7]));
    expect(await db.get('bytes', 'sent-photo')).toBeUndefined();
    expect(await db.get('kv', 'query-cache')).toBe('kept');

    // And the queued photo is sent from its new home.
    const posted: number[] = [];
    const box = newOutbox(accept, async (_entry, context) => {
      posted.push((await context.readBytes()).byteLength);
      return {};
    });
    await box.setOwner('asha');
    await vi.waitFor(() => {
      expect(states(box)).toEqual(['sent', 'sent']);
    });
    expect(posted).toEqual([3]);
  });
});
