import { useRef, useState, type PointerEvent, type RefObject } from 'react';

/** How close to the screen's edge a dragging finger scrolls the page, and by how much each move. */
const EDGE_PX = 48;
const SCROLL_STEP_PX = 24;

interface Drag {
  pointerId: number;
  from: number;
  to: number;
}

/**
 * Where among the list's other items a point at `y` falls: the index the dragged item takes once
 * removed from the list (the number of other items whose middle is above `y`).
 */
export function dropIndexAt(middles: readonly number[], from: number, y: number): number {
  return middles.filter((middle, at) => at !== from && middle < y).length;
}

/**
 * Reordering a list by dragging an item's handle with a finger, a pen or a mouse (pointer events; the
 * handle has `touch-action: none`, so the page does not scroll under the finger). The item shows where
 * it would go while dragged, and moves on release.
 */
export function useDragReorder(
  list: RefObject<HTMLElement | null>,
  onMove: (from: number, to: number) => void,
) {
  const drag = useRef<Drag | null>(null);
  const [shown, setShown] = useState<{ from: number; to: number } | null>(null);
  const middles = () =>
    [...(list.current?.children ?? [])].map((item) => {
      const box = item.getBoundingClientRect();
      return box.top + box.height / 2;
    });
  const end = (event: PointerEvent<HTMLElement>, commit: boolean) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setShown(null);
    if (commit && current.to !== current.from) onMove(current.from, current.to);
  };
  return {
    /** The dragged item's index and where it would go, while a drag is on. */
    dragging: shown,
    handleProps: (index: number) => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { pointerId: event.pointerId, from: index, to: index };
        setShown({ from: index, to: index });
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = drag.current;
        if (current?.pointerId !== event.pointerId) return;
        // Near the screen's top or bottom edge the page scrolls, so a stop can go past what shows.
        if (event.clientY < EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
        else if (event.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
        const to = dropIndexAt(middles(), current.from, event.clientY);
        if (to === current.to) return;
        current.to = to;
        setShown({ from: current.from, to });
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        end(event, true);
      },
      onPointerCancel: (event: PointerEvent<HTMLElement>) => {
        end(event, false);
      },
    }),
  };
}
