import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the row at the top of the screen where it was while decided rows change height above it:
 * `keepPlace()` notes that row and its place just before the rows change; the next render scrolls it back.
 */
export function useRowPlace(rows: readonly { id: string }[]) {
  const rowRefs = useRef<(HTMLElement | null)[]>([]);
  const anchor = useRef<{ id: string; top: number } | null>(null);
  useLayoutEffect(() => {
    const kept = anchor.current;
    if (!kept) return;
    anchor.current = null;
    const element = rowRefs.current[rows.findIndex((row) => row.id === kept.id)];
    if (element) window.scrollBy(0, element.getBoundingClientRect().top - kept.top);
  });

  const keepPlace = () => {
    const index = rowRefs.current.findIndex((element) => (element?.getBoundingClientRect().bottom ?? 0) > 0);
    const top = rowRefs.current[index]?.getBoundingClientRect().top;
    const id = rows[index]?.id;
    anchor.current = id !== undefined && top !== undefined ? { id, top } : null;
  };
  return { rowRefs, keepPlace };
}
