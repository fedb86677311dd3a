/**
 * The Store port: a JSON tree addressed by slash-separated paths, with the semantics of the
 * Realtime Database (null or an empty object means "absent"; writing null removes).
 * Use cases depend on this interface only; adapters live in `adapters/store/`.
 */
export type StorePath = string;

export interface StoreQuery {
  /** A child key of each entry to order by, or `$key` to order by the entry's own key. */
  orderBy: string;
  startAt?: number | string;
  endAt?: number | string;
  limitToFirst?: number;
  limitToLast?: number;
}

export interface StoreEntry<T> {
  key: string;
  value: T;
}

export interface TransactionResult<T> {
  committed: boolean;
  value: T | null;
}

/**
 * A value for `update` that adds `by` to the number at its path within the same atomic write (a missing
 * or non-number value counts as 0), as the Realtime Database's `ServerValue.increment` does. Running
 * totals use it, so concurrent saves never lose each other's additions.
 */
export class StoreIncrement {
  constructor(readonly by: number) {
    if (!Number.isFinite(by))
      throw new Error(`Invalid store increment: ${String(by)} is not a finite number`);
  }
}

export function increment(by: number): StoreIncrement {
  return new StoreIncrement(by);
}

/**
 * A value for `update` that writes `value` unless the number at its path is larger already: a time
 * that marks 'new since' never moves back, whichever of two concurrent writes lands last.
 */
export class StoreMax {
  constructor(readonly value: number) {
    if (!Number.isFinite(value))
      throw new Error(`Invalid store max: ${String(value)} is not a finite number`);
  }
}

export function atLeast(value: number): StoreMax {
  return new StoreMax(value);
}

/**
 * A path that names no node: an empty key, or a key with `.`, `#`, `$`, `[`, `]` or a control character.
 * Paths are built from ids a caller sent, so the callable wrapper answers it as a bad input.
 */
export class InvalidStorePath extends Error {
  override readonly name = 'InvalidStorePath';
}

export interface Store {
  get<T = unknown>(path: StorePath): Promise<T | null>;
  set(path: StorePath, value: unknown): Promise<void>;
  /**
   * Multi-path write at the root, applied atomically: keys are paths, a null value removes, a
   * `StoreIncrement` adds to the number there, a `StoreMax` keeps the larger number.
   */
  update(values: Record<StorePath, unknown>): Promise<void>;
  remove(path: StorePath): Promise<void>;
  /** A new push-style id: unique across processes and ordered by creation time. */
  newId(): string;
  /**
   * Atomically replace the value at `path` with `update(current)`. Returning `undefined` aborts.
   * `update` may run more than once (and, on the Realtime Database, first with a stale null).
   */
  transaction<T>(
    path: StorePath,
    update: (current: T | null) => T | null | undefined,
  ): Promise<TransactionResult<T>>;
  /** Children of `path` ordered by `orderBy`, filtered by the inclusive range, then limited. */
  query<T>(path: StorePath, query: StoreQuery): Promise<StoreEntry<T>[]>;
}
