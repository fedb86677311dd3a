import { useEffect } from 'react';

/**
 * While a load has failed, tries again as soon as the browser is back online, so the screen recovers
 * from an outage by itself (the 30 s refresh would come later) without the user pressing Retry.
 */
export function useRefetchWhenOnline(failed: boolean, refetch: () => Promise<unknown>): void {
  useEffect(() => {
    if (!failed) return;
    const retry = () => void refetch();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
    };
  }, [failed, refetch]);
}
