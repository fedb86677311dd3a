import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  StoreIncrement,
  StoreMax,
  type Store,
  type StoreEntry,
  type StoreQuery,
  type TransactionResult,
} from '../../ports/store.js';
import { newPushId } from './pushId.js';
import { ChildQuery } from './childQuery.js';
import { hasLegacyJson, importLegacyJson, retireLegacyJson } from './legacyJsonImport.js';
import { NodeTable } from './nodeTable.js';
import { whenUnlocked } from './whenUnlocked.js';
import { joinPath, parsePath, parseUpdate, toOutput, toStored, type Tree } from './treePaths.js';

export const DB_FILE = 'store.sqlite';
/** How long a writer waits for another process's write transaction before giving up. */
const BUSY_TIMEOUT_MS = 30_000;

/**
 * A Store in an SQLite file (`node:sqlite`, built into Node 22+), safe to share between processes (the
 * Functions emulator runs functions in separate processes): every write is one `BEGIN IMMEDIATE`
 * transaction, so writers queue on SQLite's lock and a killed writer leaves the last committed state.
 * The WAL journal lets readers read while a writer writes. Each node of the JSON tree is a row, so an
 * operation costs O(log n) plus the size of what it touches, however large the tree grows.
 */
export class LocalStore implements Store {
  private connection: { db: DatabaseSync; table: NodeTable; queries: ChildQuery } | undefined;

  constructor(private readonly dir: string) {}

  get<T = unknown>(storePath: string): Promise<T | null> {
    return this.run(({ table }) => toOutput(table.read(parsePath(storePath))) as T | null);
  }

  set(storePath: string, value: unknown): Promise<void> {
    return this.run(() => {
      const segments = parsePath(storePath);
      const stored = toStored(value);
      this.writeTransaction(({ table }) => {
        table.write(segments, stored);
      });
    });
  }

  update(values: Record<string, unknown>): Promise<void> {
    return this.run(() => {
      const writes = parseUpdate(values).map(({ segments, value }) => ({
        segments,
        value:
          value instanceof StoreIncrement || value instanceof StoreMax
            ? value
            : toStored(value, `/${joinPath(segments)}`),
      }));
      if (writes.length === 0) return;
      this.writeTransaction(({ table }) => {
        for (const { segments, value } of writes) {
          if (value instanceof StoreIncrement) {
            const current = table.read(segments);
            table.write(segments, (typeof current === 'number' ? current : 0) + value.by);
          } else if (value instanceof StoreMax) {
            const current = table.read(segments);
            table.write(segments, typeof current === 'number' ? Math.max(current, value.value) : value.value);
          } else table.write(segments, value);
        }
      });
    });
  }

  remove(storePath: string): Promise<void> {
    return this.set(storePath, null);
  }

  newId(): string {
    return newPushId();
  }

  transaction<T>(
    storePath: string,
    update: (current: T | null) => T | null | undefined,
  ): Promise<TransactionResult<T>> {
    return this.run(() => {
      const segments = parsePath(storePath);
      return this.writeTransaction(({ table }): TransactionResult<T> => {
        const current = table.read(segments);
        const next = update(toOutput(current) as T | null);
        if (next === undefined) return { committed: false, value: toOutput(current) as T | null };
        const stored: Tree = toStored(next);
        table.write(segments, stored);
        return { committed: true, value: toOutput(stored) as T | null };
      });
    });
  }

  query<T>(storePath: string, query: StoreQuery): Promise<StoreEntry<T>[]> {
    return this.run(({ queries }) => queries.run(parsePath(storePath), query) as StoreEntry<T>[]);
  }

  /** Closes the file; the next call opens it again. */
  close(): void {
    this.connection?.db.close();
    this.connection = undefined;
  }

  /** node:sqlite is synchronous: each call runs whole, so calls of one instance never interleave. */
  private run<R>(work: (connection: NonNullable<LocalStore['connection']>) => R): Promise<R> {
    try {
      // A whole call is retried when locked: a write that failed rolled back, so it can run again.
      return Promise.resolve(whenUnlocked(() => work(this.open())));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private writeTransaction<R>(work: (connection: NonNullable<LocalStore['connection']>) => R): R {
    const connection = this.open();
    connection.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work(connection);
      connection.db.exec('COMMIT');
      return result;
    } catch (error) {
      connection.db.exec('ROLLBACK');
      throw error;
    }
  }

  private open(): NonNullable<LocalStore['connection']> {
    if (this.connection) return this.connection;
    mkdirSync(this.dir, { recursive: true });
    const db = new DatabaseSync(path.join(this.dir, DB_FILE), { timeout: BUSY_TIMEOUT_MS });
    const table = whenUnlocked(() => {
      db.exec(
        'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA cache_size = -65536; PRAGMA mmap_size = 268435456;',
      );
      return new NodeTable(db);
    });
    this.connection = { db, table, queries: new ChildQuery(db, table) };
    if (hasLegacyJson(this.dir)) {
      try {
        const imported = this.writeTransaction(({ table: nodes }) => importLegacyJson(this.dir, nodes));
        if (imported) retireLegacyJson(this.dir);
      } catch (error) {
        this.close();
        throw error;
      }
    }
    return this.connection;
  }
}
