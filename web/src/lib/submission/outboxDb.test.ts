import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { closeOutboxDb, outboxDb, OUTBOX_DB_NAME } from './outboxDb';
import { accept, newOutbox, payload, startEachTestEmpty, states } from '../../testing/outboxKit';

startEachTestEmpty();

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
