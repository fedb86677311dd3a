import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { CallableName } from '@domain/api/contracts';
import { deleteKv, readKv, writeKv } from './submission/outboxDb';

/**
 * The answers a form needs with no signal: the Spent dialog's place lists and limits, the places already
 * visited (the visit forms' suggestions), the next visit code, the Due list, and the person's advances
 * (My spends and the Spent dialog's proposal).
 */
const keptOffline: readonly CallableName[] = [
  'getSpendOptions',
  'getSpendPolicy',
  'visitedPlaces',
  'peekVisitCode',
  'myFollowUps',
  'myAdvances',
];

/** Kept this long on the phone; those queries keep their data in memory as long (`gcTime`). */
export const offlineAnswerMaxAgeMs = 30 * 24 * 60 * 60_000;

/**
 * The `gcTime` of those queries: as long, but within a timer's range (a delay over 2^31 - 1 ms fires at
 * once, which would drop the answer from memory, and from the next save, as soon as its form closes).
 */
export const offlineAnswerGcMs = Math.min(offlineAnswerMaxAgeMs, 2 ** 31 - 1);

export const OFFLINE_ANSWERS_KEY = 'field-tracker:query-cache';

interface Stored {
  savedAt: number;
  state: DehydratedState;
}

/** Deletes the offline copy of the answers (at sign-out: nothing of the account stays). */
export async function forgetOfflineAnswers(): Promise<void> {
  await deleteKv(OFFLINE_ANSWERS_KEY).catch(() => undefined);
}

/**
 * Keeps the last online answers of the offline forms' queries on the phone and brings them back at
 * start. Written with react-query's own dehydrate/hydrate: TanStack's persister packages pin another
 * query-core version, which would ship a second copy of it.
 */
export async function persistOfflineAnswers(queryClient: QueryClient): Promise<() => void> {
  try {
    const stored = JSON.parse((await readKv(OFFLINE_ANSWERS_KEY)) ?? 'null') as Stored | null;
    if (stored && stored.savedAt > Date.now() - offlineAnswerMaxAgeMs) hydrate(queryClient, stored.state);
  } catch {
    await deleteKv(OFFLINE_ANSWERS_KEY).catch(() => undefined);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && keptOffline.includes(query.queryKey[0] as CallableName),
    });
    writeKv(OFFLINE_ANSWERS_KEY, JSON.stringify({ savedAt: Date.now(), state } satisfies Stored)).catch(
      () => {
        // Storage full: the forms still work online; nothing else is lost.
      },
    );
  };
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    clearTimeout(timer);
    timer = setTimeout(save, 1000);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}
