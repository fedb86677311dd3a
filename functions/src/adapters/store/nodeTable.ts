import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  isStoredObject,
  joinPath,
  setChild,
  type PathSegments,
  type StoredObject,
  type StoredValue,
  type Tree,
} from './treePaths.js';

/**
 * The JSON tree as one SQLite row per node: objects have rank 5, leaves carry their value in `num` or
 * `str` (booleans are ranks 1 and 2). `rank, num, str` is the Realtime Database's child order, so one
 * index on (grandparent, key, rank, num, str, parent) serves every ordered range query by a direct
 * child, at any depth, in O(log n + k). A subtree is a contiguous range of the primary key:
 * `path/` up to `path0` (`0` is the character after `/`, and keys never hold `/`).
 */
/**
 * Keys of digits and '-' alone: the only ones that can be 32-bit integer keys, which the Realtime
 * Database orders before every other key. A partial index holds them, so ordering by key reads them
 * apart and ranges over the rest in byte order (see ChildQuery).
 */
export const DIGIT_KEY = `key NOT GLOB '*[^-0-9]*'`;

export const NODE_TABLE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS nodes (
    path TEXT PRIMARY KEY,
    parent TEXT,
    gp TEXT,
    key TEXT NOT NULL,
    rank INTEGER NOT NULL,
    num REAL,
    str TEXT
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS nodes_children ON nodes (parent, key);
  CREATE INDEX IF NOT EXISTS nodes_child_order ON nodes (gp, key, rank, num, str, parent);
  CREATE INDEX IF NOT EXISTS nodes_digit_keys ON nodes (parent, key) WHERE ${DIGIT_KEY};
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
`;

export const OBJECT_RANK = 5;

export interface NodeRow {
  path: string;
  rank: number;
  num: number;
  str: string;
}

export function leafValue(row: Pick<NodeRow, 'rank' | 'num' | 'str'>): StoredValue {
  switch (row.rank) {
    case 1:
      return false;
    case 2:
      return true;
    case 3:
      return row.num;
    case 4:
      return row.str;
    default:
      throw new Error(`LocalStore: rank ${row.rank} is not a leaf`);
  }
}

/** Unused sort columns hold 0 and '' (not NULL), so row-value range conditions can bound the index. */
function rankOf(value: StoredValue): { rank: number; num: number; str: string } {
  if (value === false) return { rank: 1, num: 0, str: '' };
  if (value === true) return { rank: 2, num: 0, str: '' };
  if (typeof value === 'number') return { rank: 3, num: value, str: '' };
  if (typeof value === 'string') return { rank: 4, num: 0, str: value };
  return { rank: OBJECT_RANK, num: 0, str: '' };
}

/**
 * Builds the subtree from its leaf rows in one pass (linear: a collection of 20,000 entries is read in
 * milliseconds). Every object in the tree has at least one leaf below it, so leaves alone rebuild it.
 */
function treeOfLeaves(rows: readonly NodeRow[], skip: number): Tree {
  if (rows.length === 0) return null;
  const root: StoredObject = {};
  for (const row of rows) {
    const keys = row.path.split('/').slice(skip);
    const last = keys.pop();
    if (last === undefined) continue;
    let node = root;
    for (const key of keys) {
      const child = Object.hasOwn(node, key) ? node[key] : undefined;
      if (isStoredObject(child)) node = child;
      else {
        const created: StoredObject = {};
        setChild(node, key, created);
        node = created;
      }
    }
    setChild(node, last, leafValue(row));
  }
  return root;
}

/** Prepared statements over the node table of one connection. */
export class NodeTable {
  private readonly selectNode: StatementSync;
  private readonly selectSubtree: StatementSync;
  private readonly selectAll: StatementSync;
  private readonly deleteNode: StatementSync;
  private readonly deleteSubtree: StatementSync;
  private readonly deleteAll: StatementSync;
  private readonly hasChild: StatementSync;
  private readonly insertNode: StatementSync;
  private readonly ensureObject: StatementSync;
  private readonly selectMeta: StatementSync;
  private readonly upsertMeta: StatementSync;

  constructor(db: DatabaseSync) {
    db.exec(NODE_TABLE_SCHEMA);
    this.selectNode = db.prepare('SELECT path, rank, num, str FROM nodes WHERE path = ?');
    this.selectSubtree = db.prepare(
      'SELECT path, rank, num, str FROM nodes WHERE path > ? AND path < ? AND rank < 5',
    );
    this.selectAll = db.prepare('SELECT path, rank, num, str FROM nodes WHERE rank < 5');
    this.deleteNode = db.prepare('DELETE FROM nodes WHERE path = ?');
    this.deleteSubtree = db.prepare('DELETE FROM nodes WHERE path > ? AND path < ?');
    this.deleteAll = db.prepare('DELETE FROM nodes');
    this.hasChild = db.prepare('SELECT 1 AS found FROM nodes WHERE parent = ? LIMIT 1');
    this.insertNode = db.prepare(
      'INSERT INTO nodes (path, parent, gp, key, rank, num, str) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    // A primitive in the way of a deeper write becomes an object, as on the Realtime Database.
    this.ensureObject = db.prepare(
      `INSERT INTO nodes (path, parent, gp, key, rank, num, str) VALUES (?, ?, ?, ?, 5, 0, '')
       ON CONFLICT (path) DO UPDATE SET rank = 5, num = 0, str = '' WHERE rank < 5`,
    );
    this.selectMeta = db.prepare('SELECT value FROM meta WHERE key = ?');
    this.upsertMeta = db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
  }

  /** The store's own bookkeeping, outside the JSON tree. */
  metaValue(key: string): string | undefined {
    return (this.selectMeta.get(key) as { value: string } | undefined)?.value;
  }

  setMetaValue(key: string, value: string): void {
    this.upsertMeta.run(key, value);
  }

  node(segments: PathSegments): NodeRow | undefined {
    return this.selectNode.get(joinPath(segments)) as NodeRow | undefined;
  }

  /** The normalised tree at `segments`, or null. */
  read(segments: PathSegments): Tree {
    const path = joinPath(segments);
    if (segments.length > 0) {
      const node = this.node(segments);
      if (node === undefined) return null;
      if (node.rank < OBJECT_RANK) return leafValue(node);
    } else {
      const root = this.node([]);
      if (root !== undefined && root.rank < OBJECT_RANK) return leafValue(root);
    }
    const rows = (segments.length === 0
      ? this.selectAll.all()
      : this.selectSubtree.all(`${path}/`, `${path}0`)) as unknown as NodeRow[];
    return treeOfLeaves(rows, segments.length);
  }

  /** Replaces the node at `segments` with an already normalised value; null removes and prunes. */
  write(segments: PathSegments, value: Tree): void {
    const path = joinPath(segments);
    if (segments.length === 0) this.deleteAll.run();
    else {
      this.deleteNode.run(path);
      this.deleteSubtree.run(`${path}/`, `${path}0`);
    }
    if (value === null) {
      this.pruneEmptyAncestors(segments);
      return;
    }
    if (segments.length > 0) {
      this.deleteNode.run('');
      for (let depth = 1; depth < segments.length; depth++) {
        const ancestor = segments.slice(0, depth);
        this.ensureObject.run(...this.placement(ancestor));
      }
    }
    this.insert(segments, value);
  }

  private insert(segments: PathSegments, value: StoredValue): void {
    const { rank, num, str } = rankOf(value);
    // The root object has no row of its own: it exists while it has children.
    if (segments.length > 0 || rank < OBJECT_RANK)
      this.insertNode.run(...this.placement(segments), rank, num, str);
    if (isStoredObject(value)) {
      const path = joinPath(segments);
      const parent = segments.length >= 1 ? joinPath(segments.slice(0, -1)) : null;
      for (const [key, child] of Object.entries(value)) this.insertBelow(path, parent, key, child);
    }
  }

  /** Inserts a child and its subtree, its path, parent and grandparent carried down as text. */
  private insertBelow(parent: string, gp: string | null, key: string, value: StoredValue): void {
    const path = parent === '' ? key : `${parent}/${key}`;
    const { rank, num, str } = rankOf(value);
    this.insertNode.run(path, parent, parent === '' ? null : gp, key, rank, num, str);
    if (isStoredObject(value)) {
      for (const [child, below] of Object.entries(value)) this.insertBelow(path, parent, child, below);
    }
  }

  private pruneEmptyAncestors(segments: PathSegments): void {
    for (let depth = segments.length - 1; depth >= 1; depth--) {
      const ancestor = joinPath(segments.slice(0, depth));
      if (this.hasChild.get(ancestor) !== undefined) return;
      this.deleteNode.run(ancestor);
    }
  }

  /** path, parent, grandparent and key of a node; the root has no parent. */
  private placement(segments: PathSegments): [string, string | null, string | null, string] {
    const depth = segments.length;
    return [
      joinPath(segments),
      depth >= 1 ? joinPath(segments.slice(0, -1)) : null,
      depth >= 2 ? joinPath(segments.slice(0, -2)) : null,
      segments[depth - 1] ?? '',
    ];
  }
}
