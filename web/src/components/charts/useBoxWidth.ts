import { useEffect, useState } from 'react';

/**
 * The width of an element's content box, followed as it changes (a phone turned, a window resized):
 * the callback ref to put on the element, and its width; `fallback` until it is measured, and where the
 * browser cannot measure it (jsdom).
 */
export function useBoxWidth(fallback: number): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return [setElement, width];
}
