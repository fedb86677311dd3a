import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from './accountKeys';
import { apiKey } from './apiKey';
import { call } from './callables';
import { setRefusedCount } from './reportBadge';

/** When the person last saw their spends' decisions (My spends opened), kept on this phone per account. */
const key = accountKeys.decisionsSeen;

export function decisionsSeenAt(uid: string): number {
  try {
    return Number(localStorage.getItem(key(uid)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function markDecisionsSeen(uid: string, at: number | null): void {
  if (at === null || at <= decisionsSeenAt(uid)) return;
  try {
    localStorage.setItem(key(uid), String(at));
  } catch {
    // Storage refused (private mode): the notice shows again next time, nothing else is lost.
  }
}

/**
 * How many of the person's entries are refused now, and when the latest decision was (one entry asked
 * for); the count also goes to the bottom bar's Report badge.
 */
export function useSpendDecisions(uid: string | null) {
  const query = useQuery({
    queryKey: apiKey('mySpends', { uid, decisions: true }),
    queryFn: () => call('mySpends', { limit: 1 }),
    select: (page) => ({ refused: page.refused, lastDecisionAt: page.lastDecisionAt }),
    enabled: uid !== null,
    refetchOnWindowFocus: 'always',
  });
  const refused = query.data?.refused;
  useEffect(() => {
    if (refused !== undefined) setRefusedCount(refused);
  }, [refused]);
  return query;
}
