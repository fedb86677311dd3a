/**
 * A stand-in for the Web Locks API (jsdom has none): exclusive locks by name, granted in request order,
 * shared by everything in the test's window, as a browser shares them between the tabs of one origin.
 */
type Callback = (lock: { name: string }) => unknown;

class FakeLockManager {
  private readonly queues = new Map<string, (() => void)[]>();
  private readonly held = new Set<string>();

  request(name: string, optionsOrCallback: object | Callback, maybeCallback?: Callback): Promise<unknown> {
    const callback = (
      typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback
    ) as Callback;
    return new Promise((resolve, reject) => {
      const run = () => {
        this.held.add(name);
        Promise.resolve()
          .then(() => callback({ name }))
          .then(resolve, reject)
          .finally(() => {
            this.held.delete(name);
            this.queues.get(name)?.shift()?.();
          });
      };
      if (this.held.has(name)) {
        const queue = this.queues.get(name) ?? [];
        queue.push(run);
        this.queues.set(name, queue);
      } else run();
    });
  }

  /** Whether someone holds `name` now (a test checks one sender at a time). */
  isHeld(name: string): boolean {
    return this.held.has(name);
  }
}

export const fakeLocks = new FakeLockManager();

export function installFakeLocks(): void {
  if ('locks' in navigator) return;
  Object.defineProperty(navigator, 'locks', { value: fakeLocks, configurable: true });
}
