/**
 * The Realtime Database's queries over a plain JSON tree: a query checked as the SDK checks it, the key
 * and child orders, and the ordered, ranged, limited children of a node.
 */
import { type StoreEntry, type StoreQuery } from '../../ports/store.js';
import {
  childOf,
  getAt,
  isStoredObject,
  parsePath,
  toOutput,
  type PathSegments,
  type Tree,
} from './treePaths.js';

export type ParsedQuery = Omit<StoreQuery, 'orderBy'> & { orderBy: '$key' | PathSegments };

/** Checks a query the way the Realtime Database SDK does, so both adapters reject the same queries. */
export function parseQuery(query: StoreQuery): ParsedQuery {
  const { orderBy, startAt, endAt, limitToFirst, limitToLast } = query;
  if (limitToFirst !== undefined && limitToLast !== undefined) {
    throw new Error('Invalid store query: limitToFirst and limitToLast cannot be combined');
  }
  for (const limit of [limitToFirst, limitToLast]) {
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
      throw new Error(`Invalid store query: a limit must be a positive integer, got ${limit}`);
    }
  }
  for (const bound of [startAt, endAt]) {
    if (typeof bound === 'number' && !Number.isFinite(bound)) {
      throw new Error(`Invalid store query: bound ${bound} is not a finite number`);
    }
    if (orderBy === '$key' && bound !== undefined && typeof bound !== 'string') {
      throw new Error('Invalid store query: when ordering by $key, startAt and endAt must be strings');
    }
  }
  if (orderBy === '$key') return { ...query, orderBy };
  const segments = parsePath(orderBy);
  if (segments.length === 0)
    throw new Error('Invalid store query: orderBy must name a child key or be "$key"');
  return { ...query, orderBy: segments };
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const INT32_KEY = /^-?(0*)\d{1,10}$/;

export function keyAsInt32(key: string): number | null {
  if (!INT32_KEY.test(key)) return null;
  const value = Number(key);
  return value >= -2147483648 && value <= 2147483647 ? value : null;
}

/** The Realtime Database key order: 32-bit integer keys first, numerically, then the rest as strings. */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const aInt = keyAsInt32(a);
  const bInt = keyAsInt32(b);
  if (aInt !== null && bInt !== null) return aInt - bInt || a.length - b.length;
  if (aInt !== null) return -1;
  if (bInt !== null) return 1;
  return compareStrings(a, b);
}

function typeRank(value: Tree): number {
  if (value === null) return 0;
  if (value === false) return 1;
  if (value === true) return 2;
  if (typeof value === 'number') return 3;
  if (typeof value === 'string') return 4;
  return 5;
}

/** The Realtime Database child order: missing, false, true, numbers, strings, then objects (all equal). */
export function compareChildValues(a: Tree, b: Tree): number {
  const byType = typeRank(a) - typeRank(b);
  if (byType !== 0) return byType;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  return 0;
}

/** Children of `node` ordered, filtered by the inclusive range, then limited; values are copies. */
export function evaluateQuery(node: Tree, query: StoreQuery): StoreEntry<unknown>[] {
  const { orderBy, startAt, endAt, limitToFirst, limitToLast } = parseQuery(query);
  if (!isStoredObject(node)) return [];
  const rows = Object.keys(node).map((key) => {
    const value = childOf(node, key) ?? null;
    return { key, value, sortValue: orderBy === '$key' ? null : getAt(value, orderBy) };
  });
  type Row = (typeof rows)[number];
  const compareToBound = (row: Row, bound: number | string): number =>
    orderBy === '$key' ? compareKeys(row.key, String(bound)) : compareChildValues(row.sortValue, bound);

  const selected = rows
    .filter((row) => startAt === undefined || compareToBound(row, startAt) >= 0)
    .filter((row) => endAt === undefined || compareToBound(row, endAt) <= 0)
    .sort((a, b) => compareChildValues(a.sortValue, b.sortValue) || compareKeys(a.key, b.key));
  const limited =
    limitToFirst !== undefined
      ? selected.slice(0, limitToFirst)
      : limitToLast !== undefined
        ? selected.slice(-limitToLast)
        : selected;
  return limited.map((row) => ({ key: row.key, value: toOutput(row.value) }));
}
