import { useEffect, useEffectEvent } from 'react';
import { timings } from '@domain/constants';

/** Once `armed`, calls `close` when the upload dialog's wait after a run is over. */
export function useTimedClose(armed: boolean, close: () => void): void {
  // An event, not a dependency: the screen behind re-renders (and hands a new onClose) whenever the
  // Outbox changes, which would restart the wait and keep the dialog open while another tab retries.
  const closeNow = useEffectEvent(close);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(closeNow, timings.uploadModalCloseMs);
    return () => {
      clearTimeout(timer);
    };
  }, [armed]);
}
