const RELOADED_AT = 'field-tracker:chunk-reload-at';
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
 * After a deploy the old chunks are gone: the first failure reloads the page once, which fetches the
 * new index.html and its chunks. A failure right after that reload is left to the router's error
 * screen, so a missing chunk never loops. Offline, a reload can only fail (a blank page before the
 * service worker controls it), so the failure is left to whoever loaded the chunk: a screen shows its
 * error with a reload button, a dialog preloaded early is simply loaded again when opened.
 */
export function reloadOnceOnChunkError(
  event: Event,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => {
    window.location.reload();
  },
  now: number = Date.now(),
  online: boolean = navigator.onLine,
): void {
  if (!online) return;
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_GRACE_MS) return;
  storage.setItem(RELOADED_AT, String(now));
  event.preventDefault();
  reload();
}
