import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { offlineAnswerGcMs } from '../../../lib/queryPersistence';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';
import { useToday } from '../../../lib/useToday';
import { useEffect, useSyncExternalStore } from 'react';
import { setDueCount } from '../../../lib/reportBadge';
import { outbox } from '../../../lib/submission/outbox';
import type { OutboxEntry } from '../../../lib/submission/entry';
import {
  dueCounts,
  dueRows,
  pendingChanges,
  pressingCount,
  withPendingChanges,
  type DueRow,
} from '../dueList';

/** The person's open follow-ups, kept on the phone (the Due list works offline from that copy). */
export function myFollowUpsQuery(uid: string) {
  return queryOptions({
    queryKey: apiKey('myFollowUps', { uid }),
    queryFn: () => call('myFollowUps', {}),
    gcTime: offlineAnswerGcMs,
    // The phone's copy shows at once, and every screen that shows it asks again: a visit the outbox
    // sent meanwhile may have set or closed one.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

export function useMyFollowUps(uid: string | null) {
  return useQuery({ ...myFollowUpsQuery(uid ?? ''), enabled: uid !== null });
}

/** After a visit is sent (it may close or set one), or a follow-up moved or dropped. */
export function invalidateMyFollowUps(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKey('myFollowUps') });
}

type PendingChanges = ReturnType<typeof pendingChanges>;
let lastPending: { entries: readonly OutboxEntry[]; key: string; changes: PendingChanges } = {
  entries: [],
  key: '[]',
  changes: new Map(),
};

/**
 * The moves and drops still on this phone, as the same object until one of them changes: the visit
 * screen shows the Due count, and must not render again on every other Outbox change (a photo's
 * progress, a visit sent).
 */
function pendingChangesSnapshot(): PendingChanges {
  const entries = outbox.getEntries();
  if (entries === lastPending.entries) return lastPending.changes;
  const changes = pendingChanges(entries);
  const key = JSON.stringify([...changes]);
  lastPending = key === lastPending.key ? { ...lastPending, entries } : { entries, key, changes };
  return lastPending.changes;
}

/**
 * The person's Due list classed on the day the screen opened, with the moves and drops still on this
 * phone applied, its badge count, and the overdue and today's apart (null until the server answered).
 */
export function useDue(uid: string | null): {
  rows: DueRow[];
  pressing: number;
  counts: { overdue: number; today: number } | null;
  query: ReturnType<typeof useMyFollowUps>;
} {
  const today = useToday();
  const query = useMyFollowUps(uid);
  const changes = useSyncExternalStore(outbox.subscribe, pendingChangesSnapshot);
  const rows = dueRows(withPendingChanges(query.data?.followUps ?? [], changes), today);
  const pressing = pressingCount(rows);
  const known = query.data !== undefined;
  useEffect(() => {
    if (known) setDueCount(pressing);
  }, [known, pressing]);
  return { rows, pressing, counts: known ? dueCounts(rows) : null, query };
}
