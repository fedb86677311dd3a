import type { LocalStore } from '../../../functions/src/adapters/store/localStore.js';
import type { Store, StoreEntry, StoreQuery } from '../../../functions/src/ports/store.js';

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');

export const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The local Store, counting the JSON bytes each read returns (a transaction's current value too): what
 * the Realtime Database bills as downloaded when a function reads.
 */
export class CountingStore {
  read = 0;
  constructor(private readonly inner: LocalStore) {}
  readonly store: Store = {
    get: async <T>(path: string) => {
      const value = await this.inner.get<T>(path);
      this.read += value === null ? 0 : jsonBytes(value);
      return value;
    },
    query: async <T>(path: string, query: StoreQuery): Promise<StoreEntry<T>[]> => {
      const entries = await this.inner.query<T>(path, query);
      for (const { key, value } of entries) this.read += jsonBytes({ [key]: value });
      return entries;
    },
    set: (path, value) => this.inner.set(path, value),
    update: (values) => this.inner.update(values),
    remove: (path) => this.inner.remove(path),
    newId: () => this.inner.newId(),
    transaction: (path, update) =>
      this.inner.transaction(path, (current) => {
        this.read += current === null ? 0 : jsonBytes(current);
        return update(current);
      }),
  };
}

/** The bytes under each top-level node of the tree. */
export async function bytesByNode(store: LocalStore): Promise<Map<string, number>> {
  const root = (await store.get<Record<string, unknown>>('')) ?? {};
  return new Map(Object.entries(root).map(([node, value]) => [node, jsonBytes({ [node]: value })]));
}

/** What each node grew by, a record, largest first. */
export function grownBy(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  records: number,
): Map<string, number> {
  return new Map(
    [...after]
      .map(([node, bytes]) => [node, (bytes - (before.get(node) ?? 0)) / records] as const)
      .filter(([, bytes]) => bytes > 0)
      .sort((a, b) => b[1] - a[1]),
  );
}

/** Swept by `sweepExpired`: exactly-once replies after 30 days, upload tickets once expired. */
const SWEPT = new Set(['requests', 'uploadTickets']);

export const keptBytes = (nodes: ReadonlyMap<string, number>) =>
  sum([...nodes].filter(([node]) => !SWEPT.has(node)).map(([, bytes]) => bytes));
