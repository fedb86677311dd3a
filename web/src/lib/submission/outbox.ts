import { draftLifetimeMs } from '@domain/constants';
import { outboxMessages } from '@domain/outbox/outboxMessages';
import { deleteEntriesOf, deleteEntry, entriesOf, getEntry, putEntry } from './outboxDb';
import type { EntryResult, NewEntry, OutboxEntry } from './entry';
import { newRequestId } from './requestId';
import { backoffMs, isTransient, problemOf } from './sendPolicy';

/** Sends one entry; saves what it learns on the way (an upload's host answer) through `update`. */
export type Sender = (entry: OutboxEntry, context: SendContext) => Promise<EntryResult>;

export interface SendContext {
  update: (change: Partial<OutboxEntry>) => Promise<void>;
  onProgress: (percent: number) => void;
}

/**
 * How a submit made from a form ended: sent (with what the server answered), kept on the phone to be
 * sent later, or refused by the server (the form shows why; the entry is not kept).
 */
export type SubmitOutcome =
  | { status: 'sent'; entry: OutboxEntry; result: EntryResult }
  | { status: 'queued'; entry: OutboxEntry }
  | { status: 'refused'; entry: OutboxEntry; error: unknown };

interface OutboxDeps {
  now: () => number;
  isOnline: () => boolean;
  /** A form waits at most this long for its entry's first attempt before it is told 'queued'. */
  firstAttemptWaitMs: number;
}

const defaultDeps: OutboxDeps = {
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
  firstAttemptWaitMs: 15_000,
};

/** The server may have forgotten the request id: the user decides (the Report shows what arrived). */
const tooOldProblem = {
  code: 'too-old',
  message: outboxMessages.tooOld,
  fieldErrors: [],
  reason: null,
};

/** Sent entries stay listed (with their codes) this long. */
const keepSentMs = 7 * 24 * 60 * 60_000;

/**
 * The one way a field user's writes reach the server: each is stored on the phone with its request id
 * before it is sent, then sent in order, one at a time, whenever the app is online, and retried with
 * backoff after a failure that says nothing about the entry. An entry the server refuses is kept as
 * failed until the user retries or discards it. Only the signed-in account's entries are sent or shown.
 */
export class Outbox {
  private owner: string | null = null;
  private entries: readonly OutboxEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<(entry: OutboxEntry) => void>();
  private readonly senders = new Map<OutboxEntry['kind'], Sender>();
  private readonly waiters = new Map<string, (outcome: SubmitOutcome) => void>();
  private readonly progress = new Map<string, number>();
  private running = false;
  private runAgain = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastSeq = 0;
  private readonly deps: OutboxDeps;

  constructor(deps: Partial<OutboxDeps> = {}) {
    this.deps = { ...defaultDeps, ...deps };
  }

  registerSender(kind: OutboxEntry['kind'], sender: Sender): void {
    this.senders.set(kind, sender);
    this.kick();
  }

  /** The signed-in account (null: nobody): its entries are loaded, shown and sent; nobody else's are. */
  async setOwner(owner: string | null): Promise<void> {
    if (owner === this.owner) return;
    this.owner = owner;
    clearTimeout(this.timer);
    this.entries = [];
    this.emit();
    if (owner === null) return;
    const cutoff = this.deps.now() - keepSentMs;
    for (const entry of await entriesOf(owner)) {
      if (entry.state === 'sent' && (entry.sentAt ?? 0) < cutoff) await deleteEntry(entry.id);
    }
    await this.reload();
    this.kick({ now: true });
  }

  getOwner(): string | null {
    return this.owner;
  }

  /** The signed-in account's entries in sending order (a stable array until something changes). */
  getEntries = (): readonly OutboxEntry[] => this.entries;

  getProgress(id: string): number | undefined {
    return this.progress.get(id);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after each entry the server has stored (to refresh what shows it). */
  onSent(listener: (entry: OutboxEntry) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /**
   * Stores a new entry on the phone (rejects, storing nothing, when the phone refuses it: quota), tells
   * `onStored`, and starts sending. Resolves when its first attempt ended, or with 'queued' when offline.
   */
  async submit(
    draft: NewEntry,
    { onStored }: { onStored?: (entry: OutboxEntry) => void } = {},
  ): Promise<SubmitOutcome> {
    const owner = this.owner;
    if (owner === null) throw new Error('Sign in to send entries.');
    const at = this.deps.now();
    this.lastSeq = Math.max(at, this.lastSeq + 1);
    const entry: OutboxEntry = {
      ...draft,
      id: draft.kind === 'call' ? draft.input.requestId : newRequestId(),
      owner,
      createdAt: at,
      seq: this.lastSeq,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: at,
    };
    await putEntry(entry);
    onStored?.(entry);
    void requestPersistentStorage();
    await this.reload();
    if (!this.deps.isOnline()) return { status: 'queued', entry };
    const outcome = new Promise<SubmitOutcome>((resolve) => {
      this.waiters.set(entry.id, resolve);
      setTimeout(() => {
        this.settle(entry.id, { status: 'queued', entry });
      }, this.deps.firstAttemptWaitMs);
    });
    this.kick({ now: true });
    return outcome;
  }

  /** Sends a failed entry again, as it is (`change`: what the user decided, like 'upload anyway'). */
  async retry(id: string, change: Partial<OutboxEntry> = {}): Promise<void> {
    const entry = await getEntry(id);
    if (entry?.owner !== this.owner || entry.state !== 'failed') return;
    await putEntry({ ...entry, ...change, state: 'waiting', nextAttemptAt: this.deps.now() } as OutboxEntry);
    await this.reload();
    this.kick({ now: true });
  }

  /** Removes an entry that is not being sent right now. */
  async discard(id: string): Promise<void> {
    const entry = await getEntry(id);
    if (entry?.owner !== this.owner || entry.state === 'sending') return;
    await deleteEntry(id);
    await this.reload();
  }

  /** Deletes every entry of an account (it signed out and chose to delete them). */
  async deleteAllOf(owner: string): Promise<void> {
    await deleteEntriesOf(owner);
    if (owner === this.owner) await this.reload();
  }

  /** Sends what is waiting, if online and not already sending; `now` ends any backoff wait. */
  kick({ now = false }: { now?: boolean } = {}): void {
    if (now) void this.endBackoff().then(() => this.pump());
    else void this.pump();
  }

  private async endBackoff(): Promise<void> {
    const owner = this.owner;
    if (owner === null) return;
    const at = this.deps.now();
    for (const entry of await entriesOf(owner)) {
      if (entry.state === 'waiting' && entry.nextAttemptAt > at)
        await putEntry({ ...entry, nextAttemptAt: at });
    }
  }

  private async pump(): Promise<void> {
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = true;
    clearTimeout(this.timer);
    try {
      await this.sendWaiting();
    } finally {
      this.running = false;
      if (this.runAgain) {
        this.runAgain = false;
        void this.pump();
      }
    }
  }

  private async sendWaiting(): Promise<void> {
    for (;;) {
      const owner = this.owner;
      if (owner === null) return;
      if (!this.deps.isOnline()) {
        this.settleAllQueued();
        return;
      }
      // 'sending' left by a reload mid-send is sent again: the request id makes that safe.
      const next = (await entriesOf(owner)).find(
        (entry) => (entry.state === 'waiting' || entry.state === 'sending') && this.senders.has(entry.kind),
      );
      if (!next) return;
      if (next.attempts > 0 && this.deps.now() - next.createdAt > draftLifetimeMs) {
        await putEntry({ ...next, state: 'failed', problem: tooOldProblem });
        await this.reload();
        continue;
      }
      const wait = next.nextAttemptAt - this.deps.now();
      if (wait > 0) {
        this.settleAllQueued();
        this.timer = setTimeout(() => {
          void this.pump();
        }, wait);
        return;
      }
      // After a failed attempt the loop comes back to the same entry and waits out its backoff.
      await this.attempt(next);
    }
  }

  /** One attempt: the entry ends sent, failed, or waiting for its next try. */
  private async attempt(queued: OutboxEntry): Promise<void> {
    const sender = this.senders.get(queued.kind);
    if (!sender) return;
    let entry: OutboxEntry = { ...queued, state: 'sending', attempts: queued.attempts + 1 };
    await putEntry(entry);
    await this.reload();
    const context: SendContext = {
      update: async (change) => {
        entry = { ...entry, ...change } as OutboxEntry;
        await putEntry(entry);
      },
      onProgress: (percent) => {
        this.progress.set(entry.id, percent);
        this.emit();
      },
    };
    try {
      const result = await sender(entry, context);
      const sent: OutboxEntry = {
        ...entry,
        state: 'sent',
        result,
        sentAt: this.deps.now(),
        problem: undefined,
      };
      await putEntry(sent);
      this.progress.delete(entry.id);
      await this.reload();
      this.sentListeners.forEach((listener) => {
        listener(sent);
      });
      this.settle(entry.id, { status: 'sent', entry: sent, result });
    } catch (error) {
      this.progress.delete(entry.id);
      const transient = isTransient(error, this.deps.isOnline());
      const next: OutboxEntry = transient
        ? {
            ...entry,
            state: 'waiting',
            nextAttemptAt: this.deps.now() + backoffMs(entry.attempts),
            problem: problemOf(error),
          }
        : { ...entry, state: 'failed', problem: problemOf(error) };
      await putEntry(next);
      await this.reload();
      if (!transient) this.settle(entry.id, { status: 'refused', entry: next, error });
    }
  }

  private settle(id: string, outcome: SubmitOutcome): void {
    const waiter = this.waiters.get(id);
    if (!waiter) return;
    this.waiters.delete(id);
    waiter(outcome);
  }

  private settleAllQueued(): void {
    for (const entry of this.entries) {
      if (this.waiters.has(entry.id)) this.settle(entry.id, { status: 'queued', entry });
    }
  }

  private async reload(): Promise<void> {
    const owner = this.owner;
    const entries = owner === null ? [] : await entriesOf(owner);
    if (owner !== this.owner) return;
    this.entries = entries;
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => {
      listener();
    });
  }
}

/** Asks the browser not to evict the queue under storage pressure; a refusal changes nothing else. */
async function requestPersistentStorage(): Promise<void> {
  try {
    // Older browsers have no StorageManager: the queue then works, only evictable.
    const storage = navigator.storage as StorageManager | undefined;
    if (storage && !(await storage.persisted())) await storage.persist();
  } catch {
    // Refused or not offered (a test): the queue still works, only evictable.
  }
}

export const outbox = new Outbox();
