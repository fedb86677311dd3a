import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { OutboxEntry } from './entry';

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { byOwner: [string, number] } };
  /** A photo entry's bytes, by entry id: read only to send, deleted with the entry or once it is sent. */
  bytes: { key: string; value: ArrayBuffer };
  /** Small values kept beside the queue (the persisted query cache). */
  kv: { key: string; value: string };
}

type OutboxDatabase = IDBPDatabase<OutboxSchema>;
type QueueTx = IDBPTransaction<OutboxSchema, ('entries' | 'bytes')[], 'readwrite'>;

export const OUTBOX_DB_NAME = 'field-tracker-outbox';
/** 1: entries held their photo's bytes. 2: the bytes have their own store. */
export const OUTBOX_DB_VERSION = 2;

let opened: Promise<OutboxDatabase> | undefined;

/**
 * Version 1 kept a photo's bytes inside its entry: they move to the `bytes` store (a sent photo's are
 * dropped), so a phone updated with entries still queued loses nothing.
 */
async function moveBytesOut(tx: IDBPTransaction<OutboxSchema, StoreNames<OutboxSchema>[], 'versionchange'>) {
  const bytes = tx.objectStore('bytes');
  for (let cursor = await tx.objectStore('entries').openCursor(); cursor; cursor = await cursor.continue()) {
    // Version 1's shape: an upload held its bytes.
    const entry = cursor.value as OutboxEntry & { upload?: { bytes?: ArrayBuffer } };
    if (entry.kind !== 'upload' || entry.upload.bytes === undefined) continue;
    const { bytes: kept, ...upload } = entry.upload;
    if (entry.state !== 'sent') await bytes.put(kept, entry.id);
    await cursor.update({ ...entry, upload });
  }
}

/** The on-device queue. Never cleared by an app update: only a send, a discard or a sign-out removes entries. */
export function outboxDb(): Promise<OutboxDatabase> {
  opened ??= openDB<OutboxSchema>(OUTBOX_DB_NAME, OUTBOX_DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        const entries = db.createObjectStore('entries', { keyPath: 'id' });
        entries.createIndex('byOwner', ['owner', 'seq']);
        db.createObjectStore('kv');
      }
      if (oldVersion < 2) {
        db.createObjectStore('bytes');
        // The upgrade transaction stays open until its requests are done: the move is part of it.
        void moveBytesOut(tx);
      }
    },
    // A newer version of the app (another tab, just updated) needs the database: let it have it.
    blocking() {
      void opened?.then((db) => {
        db.close();
      });
      opened = undefined;
    },
    terminated() {
      opened = undefined;
    },
  });
  return opened;
}

const ownerRange = (owner: string) => IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]);

/** An account's entries in sending order (no bytes: those are read only to send). */
export async function entriesOf(owner: string): Promise<OutboxEntry[]> {
  const db = await outboxDb();
  return db.getAllFromIndex('entries', 'byOwner', ownerRange(owner));
}

export async function getEntry(id: string): Promise<OutboxEntry | undefined> {
  return (await outboxDb()).get('entries', id);
}

export async function readBytes(id: string): Promise<ArrayBuffer | undefined> {
  return (await outboxDb()).get('bytes', id);
}

/** Runs `work` in one read-write transaction over the entries and their bytes: all of it or none. */
export async function inQueueTx<T>(work: (tx: QueueTx) => Promise<T>): Promise<T> {
  const db = await outboxDb();
  const tx = db.transaction(['entries', 'bytes'], 'readwrite');
  const result = await work(tx);
  await tx.done;
  return result;
}

/**
 * Adds a new entry (and its photo's bytes) in `tx`, last in its account's sending order: the order is
 * taken inside the transaction, so entries made in two tabs at once never share a place.
 */
export async function addInTx(tx: QueueTx, entry: OutboxEntry, bytes?: ArrayBuffer): Promise<OutboxEntry> {
  const entries = tx.objectStore('entries');
  const last = await entries.index('byOwner').openCursor(ownerRange(entry.owner), 'prev');
  const stored = { ...entry, seq: Math.max(entry.createdAt, (last?.value.seq ?? 0) + 1) };
  await entries.add(stored);
  if (bytes) await tx.objectStore('bytes').put(bytes, entry.id);
  return stored;
}

/** Stores a new entry (and its photo's bytes) in one transaction. */
export function addEntry(entry: OutboxEntry, bytes?: ArrayBuffer): Promise<OutboxEntry> {
  return inQueueTx((tx) => addInTx(tx, entry, bytes));
}

/**
 * The only way an entry changes: in one transaction, read it, check it is as `expect` says, write what
 * `change` makes of it (undefined deletes it, with its bytes). Answers the new entry, or undefined when
 * the check failed (it changed or went meanwhile: a discard, a sign-out, another tab) and nothing was
 * written. Bytes go as soon as the entry is sent.
 */
export function compareAndSet(
  id: string,
  expect: (entry: OutboxEntry) => boolean,
  change: (entry: OutboxEntry) => OutboxEntry | undefined,
): Promise<{ before: OutboxEntry; after: OutboxEntry | undefined } | undefined> {
  return inQueueTx(async (tx) => {
    const entries = tx.objectStore('entries');
    const before = await entries.get(id);
    if (!before || !expect(before)) return undefined;
    const after = change(before);
    if (after) await entries.put(after);
    else await entries.delete(id);
    if (!after || after.state === 'sent') await tx.objectStore('bytes').delete(id);
    return { before, after };
  });
}

/** Deletes an account's entries that `which` picks, with their bytes, in one transaction. */
export function deleteEntriesOf(owner: string, which: (entry: OutboxEntry) => boolean = () => true) {
  return inQueueTx(async (tx) => {
    const index = tx.objectStore('entries').index('byOwner');
    const bytes = tx.objectStore('bytes');
    let deleted = 0;
    for (let cursor = await index.openCursor(ownerRange(owner)); cursor; cursor = await cursor.continue()) {
      if (!which(cursor.value)) continue;
      await bytes.delete(cursor.value.id);
      await cursor.delete();
      deleted += 1;
    }
    return deleted;
  });
}

/** Closes this page's connection (tests, and an upgrade test reopening at another version). */
export async function closeOutboxDb(): Promise<void> {
  const db = await opened;
  db?.close();
  opened = undefined;
}

export async function readKv(key: string): Promise<string | undefined> {
  return (await outboxDb()).get('kv', key);
}

export async function writeKv(key: string, value: string): Promise<void> {
  await (await outboxDb()).put('kv', value, key);
}

export async function deleteKv(key: string): Promise<void> {
  await (await outboxDb()).delete('kv', key);
}
