/** The one name every tab and the installed app ask for: whoever holds it is the device's sender. */
export const SEND_LOCK = 'outbox-send';

/** Runs `work` holding the device-wide send lock (queued behind the tab that holds it). */
export function withSendLock(work: () => Promise<void>): Promise<void> {
  // Every browser the app supports has Web Locks (Safari 15.4+); without them the tab sends alone,
  // and the server's request ids still keep each call stored once.
  const locks = (navigator as Partial<Navigator>).locks;
  if (!locks) return work();
  return locks.request(SEND_LOCK, work).then(() => undefined);
}
