import type { CallableName } from '@domain/api/contracts';

/**
 * The query key of an endpoint's data: its name, then what selects the data (its input, or whose it
 * is). `apiKey(name)` alone is the prefix of every key of that endpoint, for invalidating them all.
 */
export function apiKey<N extends CallableName, P extends readonly unknown[]>(name: N, ...selectors: P) {
  return [name, ...selectors] as const;
}
