import type { OutboxEntry } from './entry';
import { entriesOf } from './outboxDb';

type Watcher = (entry: OutboxEntry | undefined) => void;

/**
 * The signed-in account's queue as this tab shows it, read again after every change made here or in
 * another tab; tells the screens, the entries' watchers and, for each newly sent entry, `onSent`.
 */
export class QueueView {
  private entries: readonly OutboxEntry[] = [];
  private weak = false;
  private loaded = false;
  private reloads = 0;
  private applied = 0;
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<(entry: OutboxEntry) => void>();
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly progress = new Map<string, number>();

  constructor(private readonly owner: () => string | null) {}

  /** The entries in sending order (a stable array until something changes). */
  getEntries = (): readonly OutboxEntry[] => this.entries;

  /** Online, yet the last try of a waiting entry got no answer: the connection is weak. */
  isWeak = (): boolean => this.weak;

  getProgress(id: string): number | undefined {
    return this.progress.get(id);
  }

  /** A send's progress (undefined: the send ended; the reload that follows tells the screens). */
  setProgress(id: string, percent: number | undefined): void {
    if (percent === undefined) {
      this.progress.delete(id);
      return;
    }
    this.progress.set(id, percent);
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onSent(listener: (entry: OutboxEntry) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /** Calls `watcher` with the entry (undefined once it is gone) after every read of the queue. */
  watch(id: string, watcher: Watcher): () => void {
    const set = this.watchers.get(id) ?? new Set();
    set.add(watcher);
    this.watchers.set(id, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.watchers.delete(id);
    };
  }

  /** Another account (or nobody) signed in: nothing of the last one stays shown. */
  clear(): void {
    this.loaded = false;
    this.entries = [];
    this.weak = false;
    this.emit();
  }

  async reload(): Promise<void> {
    const owner = this.owner();
    const ticket = ++this.reloads;
    const entries = owner === null ? [] : await entriesOf(owner);
    // An older read that finished late never overwrites a newer one.
    if (owner !== this.owner() || ticket < this.applied) return;
    this.applied = ticket;
    const before = new Map(this.entries.map((entry) => [entry.id, entry.state]));
    const firstLoad = !this.loaded;
    this.loaded = true;
    this.entries = entries;
    this.weak = entries.some((entry) => entry.state === 'waiting' && entry.problem?.network === true);
    this.emit();
    if (!firstLoad) this.tellSent(entries, before);
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    for (const [id, watchers] of [...this.watchers]) {
      for (const watcher of [...watchers]) watcher(byId.get(id));
    }
  }

  private tellSent(entries: readonly OutboxEntry[], before: Map<string, OutboxEntry['state']>): void {
    for (const entry of entries) {
      if (entry.state !== 'sent' || before.get(entry.id) === 'sent') continue;
      this.sentListeners.forEach((listener) => {
        listener(entry);
      });
    }
  }

  private emit(): void {
    this.listeners.forEach((listener) => {
      listener();
    });
  }
}
