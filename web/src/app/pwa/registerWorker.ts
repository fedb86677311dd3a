/** Takes the waiting version: the page reloads once it controls the page. */
export type ApplyUpdate = () => void;

/** Registers the service worker; calls `onNeedRefresh` whenever a new version waits. */
export type RegisterWorker = (onNeedRefresh: () => void) => Promise<ApplyUpdate | undefined>;

let registered: Promise<ApplyUpdate | undefined> | undefined;

/**
 * The worker built by vite-plugin-pwa, registered with workbox-window (loaded as its own small chunk
 * after the page has loaded, so the landing route stays light). `updateViaCache: 'none'` makes every
 * update check bypass the HTTP cache, and a page shown again checks at once: an installed app left in
 * the background for days still finds a new deploy.
 */
export const registerWorker: RegisterWorker = (onNeedRefresh) => {
  registered ??= (async () => {
    if (!('serviceWorker' in navigator)) return undefined;
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, {
      scope: import.meta.env.BASE_URL,
      updateViaCache: 'none',
    });
    workbox.addEventListener('waiting', onNeedRefresh);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox.update();
    });
    await workbox.register();
    return () => {
      workbox.addEventListener('controlling', () => {
        window.location.reload();
      });
      workbox.messageSkipWaiting();
    };
  })();
  return registered;
};
