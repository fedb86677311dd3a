import { useEffect, useRef } from 'react';

/** How long after g an r still counts as 'g r'. */
const chordMs = 1500;

/** True when a key typed there is text (a field), not a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.matches('textarea, select, input:not([type="checkbox"])');
}

/**
 * g then r, anywhere on the page (outside a field and with no dialog open): `onGo` (the first row).
 * Listened to before the list's own keys, so the r of 'g r' is not a refusal.
 */
export function useGoToFirst(onGo: () => void, enabled: boolean): void {
  const armedAt = useRef<number | null>(null);
  const go = useRef(onGo);
  useEffect(() => {
    go.current = onGo;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const armed = armedAt.current !== null && event.timeStamp - armedAt.current <= chordMs;
      armedAt.current = event.key === 'g' ? event.timeStamp : null;
      if (armed && event.key === 'r') {
        event.preventDefault();
        event.stopPropagation();
        go.current();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [enabled]);
}
