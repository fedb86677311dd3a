import { useSyncExternalStore } from 'react';

/**
 * How many of the signed-in person's spends are refused, as last heard from the server: the bottom
 * bar's Report badge. The bar belongs to the shell, which loads neither Firebase nor react-query, so
 * the screens that ask the server (the visit screens' decisions line, My spends) tell it here.
 */
let refused = 0;
const listeners = new Set<() => void>();

export function setRefusedCount(count: number): void {
  if (count === refused) return;
  refused = count;
  listeners.forEach((listener) => {
    listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRefusedCount(): number {
  return useSyncExternalStore(subscribe, () => refused);
}
