import type { Store } from '../../ports/store.js';

/** Where a derived index differs from what its records say. */
export interface IndexDifference {
  path: string;
  /** What the index holds there (undefined: nothing). */
  stored: unknown;
  /** What the records say it should hold (undefined: nothing). */
  computed: unknown;
}

/** The value as the database keeps it: no nulls, no empty objects. */
function normalized(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(normalized);
  if (typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([key, child]) => [key, normalized(child)] as const)
    .filter(([, child]) => child !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

export const same = (a: unknown, b: unknown) =>
  JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));

/**
 * Compares the entries of an index, each under its own path: an entry the records do not explain, one
 * they need that is missing, and one that holds something else are each one difference.
 */
export function diffEntries(
  stored: ReadonlyMap<string, unknown>,
  computed: ReadonlyMap<string, unknown>,
): IndexDifference[] {
  const differences: IndexDifference[] = [];
  for (const path of new Set([...stored.keys(), ...computed.keys()])) {
    const before = normalized(stored.get(path));
    const after = normalized(computed.get(path));
    if (!same(before, after)) differences.push({ path, stored: before, computed: after });
  }
  return differences.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The children of a stored node, each under its own path. */
export async function storedChildren(store: Store, root: string): Promise<Map<string, unknown>> {
  const tree = (await store.get<Record<string, unknown>>(root)) ?? {};
  return new Map(Object.entries(tree).map(([key, value]) => [`${root}/${key}`, value]));
}

/** Replaces what differs in one atomic update: each differing entry takes what the records say. */
export async function repair(store: Store, differences: readonly IndexDifference[]): Promise<void> {
  if (differences.length === 0) return;
  await store.update(Object.fromEntries(differences.map(({ path, computed }) => [path, computed ?? null])));
}
