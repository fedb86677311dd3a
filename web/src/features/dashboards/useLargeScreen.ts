import { useSyncExternalStore } from 'react';

/** The dashboards are for large screens (wide tables, two charts); narrower than this they say so. */
const LARGE_SCREEN = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(LARGE_SCREEN);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

function isLarge(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(LARGE_SCREEN).matches;
}

export function useLargeScreen(): boolean {
  return useSyncExternalStore(subscribe, isLarge, () => true);
}
