/**
 * Pure helpers that give a plain JSON tree the semantics of the Realtime Database: path rules,
 * null/empty removal, and the array export of integer-keyed objects (its queries: treeQuery.ts).
 */
import { InvalidStorePath } from '../../ports/store.js';

/** A stored node never holds null, empty objects or arrays: those are normalised away on the way in. */
export type StoredValue = boolean | number | string | StoredObject;
export interface StoredObject {
  [key: string]: StoredValue;
}
export type Tree = StoredValue | null;

export type PathSegments = readonly string[];

// The Realtime Database's own rule (plus `/`, which separates keys); control characters are refused too.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const FORBIDDEN_IN_KEY = /[[\].#$/\u0000-\u001F\u007F]/;

function assertValidKey(key: string, where: string, Refusal: new (message: string) => Error = Error): void {
  if (key.length === 0) throw new Refusal(`${where}: empty key`);
  if (FORBIDDEN_IN_KEY.test(key)) {
    throw new Refusal(
      `${where}: key ${JSON.stringify(key)} contains a forbidden character (".", "#", "$", "[", "]", "/" or a control character)`,
    );
  }
}

/** Splits a slash-separated path into keys. Leading and trailing slashes are ignored; "" and "/" are the root. */
export function parsePath(path: string): string[] {
  if (typeof path !== 'string') {
    throw new InvalidStorePath(`Invalid store path: expected a string, got ${typeof path}`);
  }
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trimmed === '') return [];
  const segments = trimmed.split('/');
  for (const segment of segments) {
    assertValidKey(segment, `Invalid store path ${JSON.stringify(path)}`, InvalidStorePath);
  }
  return segments;
}

export function joinPath(segments: PathSegments): string {
  return segments.join('/');
}

export function isStoredObject(node: Tree | undefined): node is StoredObject {
  return typeof node === 'object' && node !== null;
}

// Own-property access only, so keys such as `__proto__` or `constructor` behave like any other key.
export function childOf(node: StoredObject, key: string): StoredValue | undefined {
  return Object.hasOwn(node, key) ? node[key] : undefined;
}

export function setChild<V>(node: Record<string, V>, key: string, value: V): void {
  // Only `__proto__` is an accessor on a plain object; any other key is assigned (much faster).
  if (key === '__proto__') {
    Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  } else node[key] = value;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

/**
 * Validates a caller's value and returns a normalised deep copy: nulls and empty objects vanish (the
 * Realtime Database stores neither) and arrays become objects keyed by index, as the database stores them.
 */
export function toStored(value: unknown, where = 'value'): Tree {
  if (value === null) return null;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return value;
    case 'number':
      if (!Number.isFinite(value))
        throw new Error(`Invalid store value at ${where}: ${value} is not a finite number`);
      return value;
    case 'object': {
      if (!isPlainObject(value)) {
        throw new Error(
          `Invalid store value at ${where}: only plain objects, arrays and primitives can be stored`,
        );
      }
      const result: StoredObject = {};
      for (const [key, child] of Object.entries(value)) {
        const childWhere = `${where}/${key}`;
        assertValidKey(key, `Invalid store value at ${childWhere}`);
        const stored = toStored(child, childWhere);
        if (stored !== null) setChild(result, key, stored);
      }
      return Object.keys(result).length === 0 ? null : result;
    }
    default:
      throw new Error(`Invalid store value at ${where}: ${typeof value} cannot be stored`);
  }
}

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

function looksLikeArray(keys: readonly string[]): boolean {
  let maxIndex = 0;
  for (const key of keys) {
    if (!ARRAY_INDEX.test(key)) return false;
    maxIndex = Math.max(maxIndex, Number(key));
  }
  return maxIndex < 2 * keys.length;
}

/**
 * A deep copy for callers, exported the way the Realtime Database SDK exports values: an object whose
 * keys are all array indexes, at least half of them present, comes back as a (possibly sparse) array.
 */
export function toOutput(node: Tree): unknown {
  if (!isStoredObject(node)) return node;
  const keys = Object.keys(node);
  if (looksLikeArray(keys)) {
    const array: unknown[] = [];
    for (const key of keys) array[Number(key)] = toOutput(childOf(node, key) ?? null);
    return array;
  }
  const copy: Record<string, unknown> = {};
  for (const key of keys) setChild(copy, key, toOutput(childOf(node, key) ?? null));
  return copy;
}

/** The node at `segments`, or null. The result is the stored node itself, not a copy. */
export function getAt(tree: Tree, segments: PathSegments): Tree {
  let node: Tree = tree;
  for (const key of segments) {
    if (!isStoredObject(node)) return null;
    node = childOf(node, key) ?? null;
  }
  return node;
}

/**
 * Writes an already normalised `value` (see `toStored`) at `segments` and returns the new root. Mutates
 * `tree`. Primitives in the way are replaced by objects; parents left empty by a removal disappear.
 */
export function setAt(tree: Tree, segments: PathSegments, value: Tree): Tree {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  const node: StoredObject = isStoredObject(tree) ? tree : {};
  const child = setAt(childOf(node, head) ?? null, rest, value);
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a JSON tree is keyed by data
  if (child === null) delete node[head];
  else setChild(node, head, child);
  return Object.keys(node).length === 0 ? null : node;
}

/**
 * Parses a multi-path update into normalised writes. Like the Realtime Database, rejects a path that
 * equals or contains another one: the outcome would depend on the order of application.
 */
export function parseUpdate(values: Record<string, unknown>): { segments: string[]; value: unknown }[] {
  const writes = Object.entries(values).map(([path, value]) => ({ segments: parsePath(path), value }));
  const paths = new Set(writes.map(({ segments }) => joinPath(segments)));
  if (paths.size !== writes.length) {
    throw new Error(
      `Invalid store update: the same path appears twice in ${JSON.stringify(Object.keys(values))}`,
    );
  }
  for (const { segments } of writes) {
    for (let depth = 0; depth < segments.length; depth++) {
      const ancestor = joinPath(segments.slice(0, depth));
      if (paths.has(ancestor)) {
        throw new Error(
          `Invalid store update: path "/${ancestor}" is an ancestor of "/${joinPath(segments)}"`,
        );
      }
    }
  }
  return writes;
}
