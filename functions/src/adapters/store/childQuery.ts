import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { StoreEntry, StoreQuery } from '../../ports/store.js';
import { DIGIT_KEY, OBJECT_RANK, type NodeTable } from './nodeTable.js';
import { getAt, joinPath, toOutput, type PathSegments } from './treePaths.js';
import { compareChildValues, compareKeys, evaluateQuery, keyAsInt32, parseQuery } from './treeQuery.js';

type Bound = number | string | undefined;

/** Characters from U+D800 up, where JavaScript's (UTF-16) string order and SQLite's byte order part. */
const BEYOND_BMP_ORDER = /[\uD800-\uFFFF]/;

function boundKind(bound: Bound): 'none' | 'num' | 'str' {
  if (bound === undefined) return 'none';
  return typeof bound === 'number' ? 'num' : 'str';
}

/**
 * Range conditions in the child order (missing < false < true < numbers < strings < objects), written as
 * row values over the index's (rank, num, str) so that SQLite bounds the index scan by them.
 */
function rangeSql(startAt: Bound, endAt: Bound): string {
  const conditions: string[] = [];
  const start = boundKind(startAt);
  const end = boundKind(endAt);
  if (start === 'num') conditions.push('(rank, num) >= (3, :start)');
  if (start === 'str') conditions.push('(rank, num, str) >= (4, 0, :start)');
  if (end === 'num') conditions.push('(rank, num) <= (3, :end)');
  if (end === 'str') conditions.push('(rank, num, str) <= (4, 0, :end)');
  return conditions.map((condition) => ` AND ${condition}`).join('');
}

/**
 * Ordered range queries over the node table. Ordering by a direct child reads the index only (plus the
 * entries returned); entries missing that child sort first and are found through the children index,
 * so only a query that needs them (no `startAt`) pays for a scan of the children. Ordering by `$key`
 * ranges over the children index (see byKey); ordering by a nested child path evaluates the subtree.
 */
export class ChildQuery {
  private readonly statements = new Map<string, StatementSync>();

  constructor(
    private readonly db: DatabaseSync,
    private readonly table: NodeTable,
  ) {}

  run(segments: PathSegments, query: StoreQuery): StoreEntry<unknown>[] {
    const parsed = parseQuery(query);
    if (segments.length > 0 && (this.table.node(segments)?.rank ?? 0) !== OBJECT_RANK) return [];
    if (parsed.orderBy === '$key') return this.byKey(segments, query);
    const [child, ...deeper] = parsed.orderBy;
    if (child === undefined || deeper.length > 0) return evaluateQuery(this.table.read(segments), query);
    return this.byChild(segments, child, query);
  }

  /**
   * Ordering by key: the keys that may be integers (digits and '-', a partial index) are read whole;
   * the others are ranged and limited in SQL, in byte order, which is the Realtime Database's string
   * order while no key passes U+D7FF (UTF-16 and UTF-8 order differ above it: then every key is read).
   * The candidates then go through the one reference order, so a page costs O(log n + limit).
   */
  private byKey(segments: PathSegments, query: StoreQuery): StoreEntry<unknown>[] {
    const parent = joinPath(segments);
    const startAt = typeof query.startAt === 'string' ? query.startAt : undefined;
    const endAt = typeof query.endAt === 'string' ? query.endAt : undefined;
    const limit = query.limitToFirst ?? query.limitToLast;
    const keysOf = (sql: string, params: Record<string, string | number>): string[] =>
      (this.statement(sql).all(params) as { key: string }[]).map((row) => row.key);

    let keys: string[];
    const plain = (key: string | undefined) => key === undefined || !BEYOND_BMP_ORDER.test(key);
    if (limit === undefined || !plain(startAt) || !plain(endAt)) {
      keys = keysOf('SELECT key FROM nodes WHERE parent = :parent', { parent });
    } else {
      const digitKeys = keysOf(`SELECT key FROM nodes WHERE parent = :parent AND ${DIGIT_KEY}`, { parent });
      // An integer bound puts every string key after the start, or an end before every string key.
      const stringStart = startAt !== undefined && keyAsInt32(startAt) === null ? startAt : undefined;
      const noStrings = endAt !== undefined && keyAsInt32(endAt) !== null;
      const direction = query.limitToLast === undefined ? 'ASC' : 'DESC';
      const stringKeys = noStrings
        ? []
        : keysOf(
            `SELECT key FROM nodes WHERE parent = :parent AND NOT (${DIGIT_KEY})` +
              (stringStart === undefined ? '' : ' AND key >= :start') +
              (endAt === undefined ? '' : ' AND key <= :end') +
              ` ORDER BY key ${direction} LIMIT :limit`,
            {
              parent,
              limit,
              ...(stringStart === undefined ? {} : { start: stringStart }),
              ...(endAt === undefined ? {} : { end: endAt }),
            },
          );
      keys = [...digitKeys, ...stringKeys];
      if (stringKeys.some((key) => BEYOND_BMP_ORDER.test(key)))
        keys = keysOf('SELECT key FROM nodes WHERE parent = :parent', { parent });
    }
    const stubs = Object.fromEntries(keys.map((key) => [key, true]));
    const selected = evaluateQuery(keys.length === 0 ? null : stubs, query);
    return selected.map(({ key }) => ({ key, value: toOutput(this.table.read([...segments, key])) }));
  }

  private byChild(segments: PathSegments, child: string, query: StoreQuery): StoreEntry<unknown>[] {
    const { startAt, endAt, limitToFirst, limitToLast } = query;
    const parent = joinPath(segments);
    const direction = limitToLast === undefined ? 'ASC' : 'DESC';
    const limit = limitToFirst ?? limitToLast ?? -1;
    const params = {
      gp: parent,
      child,
      ...(startAt === undefined ? {} : { start: startAt }),
      ...(endAt === undefined ? {} : { end: endAt }),
    };
    const ordered = (): string[] =>
      (
        this.statement(
          `SELECT parent FROM nodes WHERE gp = :gp AND key = :child${rangeSql(startAt, endAt)}
           ORDER BY rank ${direction}, num ${direction}, str ${direction}, parent ${direction} LIMIT :limit`,
        ).all({ ...params, limit }) as { parent: string }[]
      ).map((row) => row.parent.slice(parent === '' ? 0 : parent.length + 1));
    // Missing children sort before every bound, so a start bound excludes them.
    const missing = (max: number): string[] =>
      startAt !== undefined
        ? []
        : (
            this.statement(
              `SELECT key FROM nodes AS entry WHERE parent = :parent AND NOT EXISTS
                 (SELECT 1 FROM nodes WHERE path = entry.path || '/' || :child)
               ORDER BY key ${direction} LIMIT :limit`,
            ).all({ parent, child, limit: max }) as { key: string }[]
          ).map((row) => row.key);

    let keys: string[];
    if (limitToLast !== undefined) {
      const last = ordered();
      keys = [...last, ...(last.length < limitToLast ? missing(limitToLast - last.length) : [])];
    } else if (limitToFirst !== undefined) {
      const first = missing(limitToFirst);
      keys = [
        ...first,
        ...(first.length < limitToFirst ? ordered().slice(0, limitToFirst - first.length) : []),
      ];
    } else {
      keys = [...missing(-1), ...ordered()];
    }

    const entries = keys.map((key) => {
      const value = this.table.read([...segments, key]);
      return { key, value, sortValue: getAt(value, [child]) };
    });
    // SQLite breaks ties by byte order; the Realtime Database puts integer-like keys first.
    entries.sort((a, b) => compareChildValues(a.sortValue, b.sortValue) || compareKeys(a.key, b.key));
    return entries.map(({ key, value }) => ({ key, value: toOutput(value) }));
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
