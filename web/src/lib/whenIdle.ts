/**
 * Runs `task` when the browser is idle (at the latest after `timeoutMs`), or shortly after the page
 * settles where there is no requestIdleCallback (Safari). Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = setTimeout(task, 300);
  return () => {
    clearTimeout(id);
  };
}
