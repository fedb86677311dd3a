import { formatVisitCode, type VisitKind } from '../../domain/visitCodes.js';
import type { Store } from '../../ports/store.js';
import { visitKinds } from './visitKinds.js';

/** A counter holds the number of the last code issued; absent means none yet. */
function nextSequence(current: unknown): number | undefined {
  if (current === null) return 1;
  if (typeof current === 'number' && Number.isSafeInteger(current) && current >= 0) return current + 1;
  return undefined;
}

/**
 * Takes the next code in a transaction on the counter, so concurrent submissions never share one.
 * A code taken by a submission that then fails to store is skipped, never reissued.
 */
export async function issueVisitCode(store: Store, kind: VisitKind): Promise<string> {
  const { counterPath } = visitKinds[kind];
  const { committed, value } = await store.transaction<number>(counterPath, nextSequence);
  if (!committed || typeof value !== 'number') {
    throw new Error(`The visit code counter at ${counterPath} holds ${JSON.stringify(value)}, not a count`);
  }
  return formatVisitCode(kind, value);
}

/** The code the next submission will get unless another one is submitted first. */
export async function previewNextVisitCode(store: Store, kind: VisitKind): Promise<string> {
  const { counterPath } = visitKinds[kind];
  const current = await store.get(counterPath);
  const next = nextSequence(current);
  if (next === undefined) {
    throw new Error(`The visit code counter at ${counterPath} holds ${JSON.stringify(current)}, not a count`);
  }
  return formatVisitCode(kind, next);
}
