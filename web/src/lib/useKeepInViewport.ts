import { useLayoutEffect, type RefObject } from 'react';

/** The gap kept between a popover and the edges of the screen. */
const edgePx = 8;

/**
 * Shifts an open popover sideways so all of it lies on screen: a panel anchored to its button's
 * right edge would otherwise start left of the screen when the button sits at the left (a phone).
 */
export function useKeepInViewport(panelRef: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const place = () => {
      panel.style.translate = '';
      const { left, right } = panel.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = left < edgePx ? edgePx - left : Math.min(0, width - edgePx - right);
      panel.style.translate = shift === 0 ? '' : `${String(shift)}px 0`;
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
    };
  }, [panelRef, open]);
}
