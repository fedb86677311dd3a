import { ServerValue, type Database, type Query, type Reference } from 'firebase-admin/database';
import {
  StoreIncrement,
  StoreMax,
  type Store,
  type StoreEntry,
  type StoreQuery,
  type TransactionResult,
} from '../../ports/store.js';
import { joinPath, parsePath, parseUpdate, toStored } from './treePaths.js';
import { parseQuery } from './treeQuery.js';

/**
 * The Store on the Realtime Database. Paths, values and queries are checked with the same helpers as
 * the local adapter, so both reject the same input with the same errors.
 */
export class RtdbStore implements Store {
  constructor(private readonly db: Database) {}

  async get<T = unknown>(path: string): Promise<T | null> {
    const snapshot = await this.ref(path).once('value');
    const value: unknown = snapshot.val();
    return value as T | null;
  }

  async set(path: string, value: unknown): Promise<void> {
    const ref = this.ref(path);
    await ref.set(toStored(value));
  }

  /**
   * The Realtime Database has no server-side max: a `StoreMax` is applied by a transaction right after
   * the atomic update (never moving the number back; a crash in between leaves it for `indexes check`).
   */
  async update(values: Record<string, unknown>): Promise<void> {
    const parsed = parseUpdate(values);
    const maxima = parsed.flatMap(({ segments, value }) =>
      value instanceof StoreMax ? [{ path: joinPath(segments), value: value.value }] : [],
    );
    await this.updateAtomically(parsed.filter(({ value }) => !(value instanceof StoreMax)));
    for (const { path, value } of maxima) {
      await this.db
        .ref(path)
        .transaction((current: unknown) =>
          typeof current === 'number' && current >= value ? undefined : value,
        );
    }
  }

  private async updateAtomically(parsed: ReturnType<typeof parseUpdate>): Promise<void> {
    const writes = parsed.map(({ segments, value }) => ({
      path: joinPath(segments),
      value:
        value instanceof StoreIncrement
          ? ServerValue.increment(value.by)
          : toStored(value, `/${joinPath(segments)}`),
    }));
    const [first] = writes;
    if (first === undefined) return;
    // A root write cannot be an update key; parseUpdate guarantees it is then the only write.
    if (first.path === '') return this.db.ref().set(first.value);
    await this.db.ref().update(Object.fromEntries(writes.map(({ path, value }) => [path, value])));
  }

  async remove(path: string): Promise<void> {
    await this.ref(path).remove();
  }

  newId(): string {
    return this.db.ref().push().key;
  }

  async transaction<T>(
    path: string,
    update: (current: T | null) => T | null | undefined,
  ): Promise<TransactionResult<T>> {
    const ref = this.ref(path);
    // Without a listener the SDK first calls `update` with a blind null, and an `update` that aborts on
    // null would then abort although the value exists. A listener makes that first call see the real value.
    const keepCached = (): void => undefined;
    ref.on('value', keepCached);
    try {
      await ref.once('value');
      const { committed, snapshot } = await ref.transaction(
        (current: T | null) => {
          const next = update(current);
          return next === undefined ? undefined : toStored(next);
        },
        undefined,
        false,
      );
      const value: unknown = snapshot.val();
      return { committed, value: value as T | null };
    } finally {
      ref.off('value', keepCached);
    }
  }

  async query<T>(path: string, query: StoreQuery): Promise<StoreEntry<T>[]> {
    const ref = this.ref(path);
    const { orderBy, startAt, endAt, limitToFirst, limitToLast } = parseQuery(query);
    let q: Query = orderBy === '$key' ? ref.orderByKey() : ref.orderByChild(joinPath(orderBy));
    if (startAt !== undefined) q = q.startAt(startAt);
    if (endAt !== undefined) q = q.endAt(endAt);
    if (limitToFirst !== undefined) q = q.limitToFirst(limitToFirst);
    if (limitToLast !== undefined) q = q.limitToLast(limitToLast);
    const snapshot = await q.once('value');
    const entries: StoreEntry<T>[] = [];
    snapshot.forEach((child) => {
      const value: unknown = child.val();
      entries.push({ key: child.key, value: value as T });
    });
    return entries;
  }

  /** The SDK rejects `ref('')`: the root is `ref()`. */
  private ref(path: string): Reference {
    const segments = parsePath(path);
    return segments.length === 0 ? this.db.ref() : this.db.ref(joinPath(segments));
  }
}
