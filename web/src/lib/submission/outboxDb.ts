import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './entry';

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { byOwner: [string, number] } };
  /** Small values kept beside the queue (the persisted query cache). */
  kv: { key: string; value: string };
}

const DB_NAME = 'field-tracker-outbox';

let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined;

/** The on-device queue. Never cleared by an app update: only a send, a discard or a sign-out removes entries. */
export function outboxDb(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(db) {
      const entries = db.createObjectStore('entries', { keyPath: 'id' });
      entries.createIndex('byOwner', ['owner', 'seq']);
      db.createObjectStore('kv');
    },
  });
  return opened;
}

/** An account's entries in sending order. */
export async function entriesOf(owner: string): Promise<OutboxEntry[]> {
  const db = await outboxDb();
  const range = IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]);
  return db.getAllFromIndex('entries', 'byOwner', range);
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await (await outboxDb()).put('entries', entry);
}

export async function getEntry(id: string): Promise<OutboxEntry | undefined> {
  return (await outboxDb()).get('entries', id);
}

export async function deleteEntry(id: string): Promise<void> {
  await (await outboxDb()).delete('entries', id);
}

export async function deleteEntriesOf(owner: string): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('entries', 'readwrite');
  const range = IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]);
  for (
    let cursor = await tx.store.index('byOwner').openCursor(range);
    cursor;
    cursor = await cursor.continue()
  ) {
    await cursor.delete();
  }
  await tx.done;
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
