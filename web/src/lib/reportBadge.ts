import { useSyncExternalStore } from 'react';

/**
 * The bottom bar's Report badge, as last heard from the server: the signed-in person's refused spends
 * and their follow-ups overdue or due today. The bar belongs to the shell, which loads neither Firebase
 * nor react-query, so the screens that ask the server (the visit screens, My spends, Due) tell it here.
 */
export interface ReportCounts {
  refused: number;
  due: number;
}

let counts: ReportCounts = { refused: 0, due: 0 };
const listeners = new Set<() => void>();

function setCount(name: keyof ReportCounts, count: number): void {
  if (counts[name] === count) return;
  counts = { ...counts, [name]: count };
  listeners.forEach((listener) => {
    listener();
  });
}

export function setRefusedCount(count: number): void {
  setCount('refused', count);
}

export function setDueCount(count: number): void {
  setCount('due', count);
}

/** At sign-out: the next person starts with no badge until the server says. */
export function forgetReportCounts(): void {
  setCount('refused', 0);
  setCount('due', 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReportCounts(): ReportCounts {
  return useSyncExternalStore(subscribe, () => counts);
}
