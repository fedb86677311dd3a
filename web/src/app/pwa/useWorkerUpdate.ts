import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplyUpdate, RegisterWorker } from './registerWorker';

/** Registers once the page has loaded; says when a new version waits and applies it on request. */
export function useWorkerUpdate(register: RegisterWorker | undefined) {
  const [needRefresh, setNeedRefresh] = useState(false);
  const apply = useRef<ApplyUpdate | undefined>(undefined);

  useEffect(() => {
    if (!register) return;
    let active = true;
    const start = () => {
      register(() => {
        if (active) setNeedRefresh(true);
      }).then(
        (applyUpdate) => {
          apply.current = applyUpdate;
        },
        (error: unknown) => {
          // The app works without its worker (no offline start); nothing to show the user.
          console.warn('Service worker registration failed', error);
        },
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      active = false;
      window.removeEventListener('load', start);
    };
  }, [register]);

  const reload = useCallback(() => {
    apply.current?.();
  }, []);
  return { needRefresh, reload };
}
