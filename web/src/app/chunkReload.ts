const RELOADED_AT = 'field-tracker:chunk-reload-at';

export const chunkReloadMessages = {
  reloading: 'A new version of Field Tracker is ready: reloading…',
} as const;
/** A second failure this soon after the reload is real (the chunk is gone, not just renamed). */
const RELOAD_GRACE_MS = 30_000;

/** A lazily loaded chunk failed to load (renamed by a deploy, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * Says why the page is about to reload, over the whole page (what is under it may be a screen that
 * failed to load). Plain DOM: React and the toaster are code that may be what failed.
 */
function announceReload(doc: Document): void {
  const notice = doc.createElement('div');
  notice.className = 'reload-notice';
  notice.setAttribute('role', 'status');
  doc.body.append(notice);
  notice.textContent = chunkReloadMessages.reloading;
}

/**
 * Reloads once the notice is painted: the browser keeps showing it while the new page loads, which
 * on a slow connection is the time there is to read it.
 */
function reloadAfterPaint(): void {
  requestAnimationFrame(() => {
    requestAnimationFrame(() => {
      window.location.reload();
    });
  });
}

/**
 * After a deploy the old chunks are gone: the first failure reloads the page once, saying so, which
 * fetches the new index.html and its chunks (the Outbox lives in IndexedDB, which a reload keeps). A
 * failure right after that reload is left to the router's error screen, so a missing chunk never
 * loops. Offline, a reload can only fail (a blank page before the service worker controls it), so the
 * failure is left to whoever loaded the chunk: a screen shows its error with a reload button, a
 * dialog preloaded early is simply loaded again when opened.
 */
export function reloadOnceOnChunkError(
  event: Event,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = reloadAfterPaint,
  now: number = Date.now(),
  online: boolean = navigator.onLine,
): void {
  if (!online) return;
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_GRACE_MS) return;
  storage.setItem(RELOADED_AT, String(now));
  event.preventDefault();
  announceReload(document);
  reload();
}

/**
 * Listens for Vite's signal that a lazily loaded chunk failed to load (typically: removed by a newer
 * deploy); returns the way to stop.
 */
export function reloadOnChunkErrors(
  target: Window = window,
  reload: () => void = reloadAfterPaint,
): () => void {
  const listener = (event: Event) => {
    reloadOnceOnChunkError(event, sessionStorage, reload);
  };
  target.addEventListener('vite:preloadError', listener);
  return () => {
    target.removeEventListener('vite:preloadError', listener);
  };
}
