import { z } from 'zod';
import { logger } from 'firebase-functions/logger';
import type { Store } from '../../ports/store.js';
import {
  defaultSpendOptions,
  type SpendOptionList,
  type SpendOptions,
} from '../../domain/spend/spendOptions.js';
import type { CreatedBy } from '../../domain/records/createdBy.js';

/** An admin's replacement list, as stored at `options/{list}`. */
const storedOptionListSchema = z.object({ names: z.array(z.string().min(1)).min(1) });

export function optionListPath(list: SpendOptionList): string {
  return `options/${list}`;
}

export interface EffectiveOptionList {
  names: string[];
  /** `stored`: an admin's replacement; `defaults`: the lists shipped in the domain folder. */
  source: 'stored' | 'defaults';
}

/** One list in effect, and where it comes from. */
export async function readOptionList(store: Store, list: SpendOptionList): Promise<EffectiveOptionList> {
  const defaults: EffectiveOptionList = { names: [...defaultSpendOptions[list]], source: 'defaults' };
  const stored = await store.get(optionListPath(list));
  if (stored === null) return defaults;
  const parsed = storedOptionListSchema.safeParse(stored);
  if (parsed.success) return { names: parsed.data.names, source: 'stored' };
  // A hand-edited or corrupted list must not take the dialog down: fall back and say so in the logs.
  logger.warn(`Stored ${list} list at ${optionListPath(list)} is malformed; using the defaults.`);
  return defaults;
}

/** The lists in effect: each stored replacement, else the shipped defaults. */
export async function readSpendOptions(store: Store): Promise<SpendOptions> {
  const [colleges, companies] = await Promise.all([
    readOptionList(store, 'colleges'),
    readOptionList(store, 'companies'),
  ]);
  return { colleges: colleges.names, companies: companies.names };
}

/**
 * Replaces one list with already validated names (Other last), or with `null` goes back to the
 * defaults. Returns the lists in effect afterwards.
 */
export async function replaceSpendOptionList(
  store: Store,
  list: SpendOptionList,
  names: readonly string[] | null,
  by: CreatedBy,
  now: () => number = Date.now,
): Promise<SpendOptions> {
  const path = optionListPath(list);
  if (names === null) await store.remove(path);
  else await store.set(path, { names, updatedAt: now(), updatedBy: by });
  return readSpendOptions(store);
}
