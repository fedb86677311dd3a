import { draftLifetimeMs } from '@domain/constants';
import { outboxMessages } from '@domain/outbox/outboxMessages';
import { CallError } from '../callError';
import {
  addEntry,
  addInTx,
  compareAndSet,
  deleteEntriesOf,
  entriesOf,
  inQueueTx,
  readBytes,
} from './outboxDb';
import { isChangeable, type EntryProblem, type EntryResult, type NewEntry, type OutboxEntry } from './entry';
import { newRequestId } from './requestId';
import { withSendLock } from './sendLock';
import { backoffMs, isTransient, problemOf } from './sendPolicy';
import { submissionText } from './submissionText';

/** Sends one entry; saves what it learns on the way (an upload's host answer) through `update`. */
export type Sender = (entry: OutboxEntry, context: SendContext) => Promise<EntryResult>;

export interface SendContext {
  /** Saves a change to the entry being sent; throws `EntryGoneError` when it was discarded meanwhile. */
  update: (change: Partial<OutboxEntry>) => Promise<void>;
  /** A photo entry's bytes (read only to send); throws `EntryGoneError` when they are gone. */
  readBytes: () => Promise<ArrayBuffer>;
  onProgress: (percent: number) => void;
}

/** The entry was discarded (or its account signed out) while it was being sent: stop, write nothing. */
export class EntryGoneError extends Error {
  constructor() {
    super(submissionText.entryGone);
  }
}

/**
 * How a submit made from a form went in its first moments: sent (with what the server answered), kept
 * on the phone because it is offline or the connection is weak, still being sent (the form follows it
 * with `follow`), or refused by the server (the form shows why).
 */
export type SubmitOutcome =
  | { status: 'sent'; entry: OutboxEntry; result: EntryResult }
  | { status: 'queued'; entry: OutboxEntry }
  | { status: 'pending'; entry: OutboxEntry }
  | { status: 'refused'; entry: OutboxEntry; error: unknown };

/** How a followed entry ended: sent, refused (failed), or discarded. */
export type FinalOutcome =
  | { status: 'sent'; entry: OutboxEntry; result: EntryResult }
  | { status: 'refused'; entry: OutboxEntry; error: unknown }
  | { status: 'gone' };

/** What tabs tell each other: an entry changed, read the queue again. */
interface ChannelLike {
  postMessage: (message: unknown) => void;
  close: () => void;
  onmessage: ((event: MessageEvent) => void) | null;
}

interface OutboxDeps {
  now: () => number;
  isOnline: () => boolean;
  /** A form gives the screen back after this long at the latest (under 2 s), answer or not. */
  firstAnswerWaitMs: number;
  /** Runs `work` as the device's one sender (a Web Lock shared by every tab). */
  lock: (work: () => Promise<void>) => Promise<void>;
  channel: () => ChannelLike | null;
}

export const OUTBOX_CHANNEL = 'field-tracker-outbox';

const defaultDeps: OutboxDeps = {
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
  firstAnswerWaitMs: 800,
  lock: withSendLock,
  channel: () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL)),
};

/** The server may have forgotten the request id: the user decides (the Report shows what arrived). */
const tooOldProblem = {
  code: 'too-old',
  message: outboxMessages.tooOld,
  fieldErrors: [],
  reason: null,
};

/** Sent entries stay listed (with their codes) this long, without their bytes. */
const keepSentMs = 7 * 24 * 60 * 60_000;

/** The lanes of the one sender: calls keep their order; a stalled photo never holds them back. */
const lanes = ['call', 'upload'] as const;
type Lane = (typeof lanes)[number];

/** The failure an entry keeps, as the error a form shows (field problems included). */
export function errorOf(entry: OutboxEntry): CallError {
  const problem = entry.problem;
  return new CallError(
    problem?.code ?? 'unknown',
    problem?.message ?? outboxMessages.notStored,
    problem?.fieldErrors ?? [],
    problem?.reason ?? null,
  );
}

/**
 * The one way a field user's writes reach the server: each is stored on the phone with its request id
 * before it is sent, then sent whenever the app is online, and retried with backoff after a failure that
 * says nothing about the entry. One sender per device: sending runs under a Web Lock that every tab and
 * the installed app share, and every state change is a compare-and-set in one IndexedDB transaction, so
 * a discard or a sign-out made during a send stays done. Tabs refresh each other over a
 * BroadcastChannel. Only the signed-in account's entries are sent or shown.
 */
export class Outbox {
  private owner: string | null = null;
  private entries: readonly OutboxEntry[] = [];
  private weak = false;
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<(entry: OutboxEntry) => void>();
  private readonly senders = new Map<OutboxEntry['kind'], Sender>();
  private readonly watchers = new Map<string, Set<(entry: OutboxEntry | undefined) => void>>();
  private readonly progress = new Map<string, number>();
  private readonly running = new Map<Lane, Promise<void>>();
  private holding = false;
  private askedForLock = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private reloads = 0;
  private applied = 0;
  private loaded = false;
  private channel: ChannelLike | null | undefined;
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
    this.loaded = false;
    clearTimeout(this.timer);
    this.entries = [];
    this.weak = false;
    this.emit();
    if (owner === null) return;
    this.listen();
    const cutoff = this.deps.now() - keepSentMs;
    await deleteEntriesOf(owner, (entry) => entry.state === 'sent' && (entry.sentAt ?? 0) < cutoff);
    await this.reload();
    this.kick({ now: true });
  }

  getOwner(): string | null {
    return this.owner;
  }

  /** The signed-in account's entries in sending order (a stable array until something changes). */
  getEntries = (): readonly OutboxEntry[] => this.entries;

  /** Online, yet the last try of a waiting entry got no answer: the connection is weak. */
  isWeak = (): boolean => this.weak;

  getProgress(id: string): number | undefined {
    return this.progress.get(id);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after each entry the server has stored, whichever tab sent it (to refresh what shows it). */
  onSent(listener: (entry: OutboxEntry) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /**
   * Stores a new entry on the phone (rejects, storing nothing, when the phone refuses it: quota), tells
   * `onStored`, and starts sending. Resolves as soon as the first answer came, or at once when offline
   * or the connection is weak ('queued'), or after `firstAnswerWaitMs` ('pending': `follow` it).
   */
  async submit(
    draft: NewEntry,
    { onStored }: { onStored?: (entry: OutboxEntry) => void } = {},
  ): Promise<SubmitOutcome> {
    const owner = this.owner;
    if (owner === null) throw new Error('Sign in to send entries.');
    const entry = await addEntry(
      this.newEntry(owner, draft),
      draft.kind === 'upload' ? draft.bytes : undefined,
    );
    onStored?.(entry);
    void requestPersistentStorage();
    await this.changed();
    return this.firstAnswer(entry);
  }

  /**
   * Saves what a form opened by Edit made of a held entry: in one transaction the old entry goes (it is
   * never sent) and the new one, with a new request id, takes its place at the end of the queue.
   */
  async replace(oldId: string, draft: NewEntry): Promise<SubmitOutcome> {
    const owner = this.owner;
    if (owner === null) throw new Error('Sign in to send entries.');
    const entry = await inQueueTx(async (tx) => {
      const entries = tx.objectStore('entries');
      const old = await entries.get(oldId);
      if (old && (old.owner !== owner || !isChangeable(old))) {
        throw new Error('This entry was sent meanwhile. Check the Outbox.');
      }
      await entries.delete(oldId);
      await tx.objectStore('bytes').delete(oldId);
      return addInTx(tx, this.newEntry(owner, draft), draft.kind === 'upload' ? draft.bytes : undefined);
    });
    await this.changed();
    return this.firstAnswer(entry);
  }

  /** Resolves when the entry was sent, refused, or discarded (in this tab or another). */
  follow(id: string): Promise<FinalOutcome> {
    return new Promise((resolve) => {
      const stop = this.watch(id, (entry) => {
        if (!entry) resolve({ status: 'gone' });
        else if (entry.state === 'sent') resolve({ status: 'sent', entry, result: entry.result ?? {} });
        else if (entry.state === 'failed') resolve({ status: 'refused', entry, error: errorOf(entry) });
        else return;
        stop();
      });
    });
  }

  /** Sends a failed entry again, as it is (`change`: what the user decided, like 'upload anyway'). */
  async retry(id: string, change: Partial<OutboxEntry> = {}): Promise<void> {
    const done = await compareAndSet(
      id,
      (entry) => entry.owner === this.owner && entry.state === 'failed',
      (entry) => ({ ...entry, ...change, state: 'waiting', nextAttemptAt: this.deps.now() }) as OutboxEntry,
    );
    if (done) await this.changed();
    this.kick({ now: true });
  }

  /**
   * Takes a waiting or failed entry out of the sending for a form (Edit): answers it, or undefined when
   * it is being sent or already gone.
   */
  async hold(id: string): Promise<OutboxEntry | undefined> {
    const done = await compareAndSet(
      id,
      (entry) => entry.owner === this.owner && isChangeable(entry),
      (entry) =>
        entry.state === 'held'
          ? entry
          : { ...entry, state: 'held', heldFrom: entry.state === 'failed' ? 'failed' : 'waiting' },
    );
    await this.changed();
    return done?.after;
  }

  /** Gives a held entry back to the sending as it was (the form was closed without saving). */
  async release(id: string): Promise<void> {
    const done = await compareAndSet(
      id,
      (entry) => entry.owner === this.owner && entry.state === 'held',
      (entry) => ({
        ...entry,
        state: entry.heldFrom ?? 'waiting',
        heldFrom: undefined,
        nextAttemptAt: this.deps.now(),
      }),
    );
    if (done) await this.changed();
    this.kick();
  }

  /** Removes an entry, whatever its state: a send under way then writes nothing back. */
  async discard(id: string): Promise<void> {
    const done = await compareAndSet(
      id,
      (entry) => entry.owner === this.owner,
      () => undefined,
    );
    if (done) await this.changed();
  }

  /** Deletes every entry of an account (it signed out and chose to delete them), bytes included. */
  async deleteAllOf(owner: string): Promise<void> {
    await deleteEntriesOf(owner);
    await this.changed();
  }

  /** Deletes an account's sent entries and their bytes (it signs out: nothing of them stays). */
  async deleteSentOf(owner: string): Promise<void> {
    await deleteEntriesOf(owner, (entry) => entry.state === 'sent');
    await this.changed();
  }

  /** Sends what is waiting, if online; `now` ends every backoff wait first (Send now, back online). */
  kick({ now = false }: { now?: boolean } = {}): void {
    if (this.owner === null) return;
    if (now) {
      void this.endBackoff().then(() => {
        this.pump();
      });
    } else this.pump();
  }

  /** Stops listening to other tabs and sending (a test's tab closing). */
  close(): void {
    clearTimeout(this.timer);
    this.channel?.close();
    this.channel = undefined;
    this.owner = null;
  }

  /** A new entry; its place in the order (`seq`) is set when it is stored. */
  private newEntry(owner: string, draft: NewEntry): OutboxEntry {
    const at = this.deps.now();
    const base = {
      owner,
      createdAt: at,
      seq: at,
      summary: draft.summary,
      state: 'waiting' as const,
      attempts: 0,
      nextAttemptAt: at,
    };
    if (draft.kind === 'upload') {
      return { ...base, kind: 'upload', id: newRequestId(), upload: draft.upload };
    }
    return {
      ...base,
      kind: 'call',
      id: draft.input.requestId,
      callable: draft.callable,
      input: draft.input,
      form: draft.form,
      ...(draft.after && draft.after.length > 0 ? { after: draft.after } : {}),
    };
  }

  private firstAnswer(entry: OutboxEntry): Promise<SubmitOutcome> {
    if (!this.deps.isOnline() || this.weak) {
      this.kick();
      return Promise.resolve({ status: 'queued', entry });
    }
    const outcome = new Promise<SubmitOutcome>((resolve) => {
      const stop = this.watch(entry.id, (current) => {
        if (current?.state === 'sent')
          resolve({ status: 'sent', entry: current, result: current.result ?? {} });
        else if (current?.state === 'failed')
          resolve({ status: 'refused', entry: current, error: errorOf(current) });
        else if (current?.state === 'waiting' && current.problem)
          resolve({ status: 'queued', entry: current });
        else return;
        clearTimeout(timer);
        stop();
      });
      const timer = setTimeout(() => {
        stop();
        const online = this.deps.isOnline() && !this.weak;
        resolve({ status: online ? 'pending' : 'queued', entry });
      }, this.deps.firstAnswerWaitMs);
    });
    this.kick();
    return outcome;
  }

  private watch(id: string, watcher: (entry: OutboxEntry | undefined) => void): () => void {
    const set = this.watchers.get(id) ?? new Set();
    set.add(watcher);
    this.watchers.set(id, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.watchers.delete(id);
    };
  }

  private listen(): void {
    if (this.channel !== undefined) return;
    this.channel = this.deps.channel();
    if (this.channel) {
      this.channel.onmessage = () => {
        void this.reload();
      };
    }
  }

  private async endBackoff(): Promise<void> {
    const owner = this.owner;
    if (owner === null) return;
    const at = this.deps.now();
    const late = (await entriesOf(owner)).filter(
      (entry) => entry.state === 'waiting' && entry.nextAttemptAt > at,
    );
    for (const entry of late) {
      await compareAndSet(
        entry.id,
        (current) => current.state === 'waiting',
        (current) => ({ ...current, nextAttemptAt: at }),
      );
    }
  }

  /** Becomes the device's sender (waiting behind the tab that is) and runs every lane until all are idle. */
  private pump(): void {
    if (this.holding) {
      this.startLanes();
      return;
    }
    if (this.askedForLock) return;
    this.askedForLock = true;
    this.deps
      .lock(async () => {
        this.askedForLock = false;
        this.holding = true;
        clearTimeout(this.timer);
        try {
          this.startLanes();
          while (this.running.size > 0) await Promise.all(this.running.values());
        } finally {
          this.holding = false;
        }
      })
      .then(
        () => {
          this.scheduleNext();
        },
        (error: unknown) => {
          this.askedForLock = false;
          console.error('The outbox could not send', error);
        },
      );
  }

  private startLanes(): void {
    for (const lane of lanes) {
      if (this.running.has(lane)) continue;
      this.running.set(
        lane,
        this.runLane(lane).finally(() => {
          this.running.delete(lane);
        }),
      );
    }
  }

  /** Sends a lane's entries while any is due: calls strictly in order, photos whichever is due first. */
  private async runLane(lane: Lane): Promise<void> {
    for (;;) {
      const owner = this.owner;
      if (owner === null || !this.senders.has(lane) || !this.deps.isOnline()) return;
      const now = this.deps.now();
      // Holding the lock, a 'sending' entry was left by a tab that closed mid-send: the request id
      // makes sending it again safe.
      const unsent = (await entriesOf(owner)).filter(
        (entry) => entry.kind === lane && (entry.state === 'waiting' || entry.state === 'sending'),
      );
      const next = lane === 'call' ? unsent[0] : unsent.find((entry) => entry.nextAttemptAt <= now);
      if (!next || next.nextAttemptAt > now) return;
      const before = await this.unsentBefore(next, owner);
      if (before === 'waiting') return;
      if (before !== null) {
        await compareAndSet(
          next.id,
          (entry) => entry.state === next.state,
          (entry) => ({ ...entry, state: 'failed', problem: before, attemptId: undefined }),
        );
        await this.changed();
        continue;
      }
      if (next.attempts > 0 && now - next.createdAt > draftLifetimeMs) {
        await compareAndSet(
          next.id,
          (entry) => entry.state === next.state,
          (entry) => ({ ...entry, state: 'failed', problem: tooOldProblem, attemptId: undefined }),
        );
        await this.changed();
        continue;
      }
      await this.attempt(next);
    }
  }

  /**
   * Whether the entries a call is sent after are all sent (null; one that is gone counts as sent: the
   * server then says what is missing), one is still to be sent ('waiting'), or one failed (the problem
   * the call fails with).
   */
  private async unsentBefore(entry: OutboxEntry, owner: string): Promise<EntryProblem | 'waiting' | null> {
    if (entry.kind !== 'call' || !entry.after || entry.after.length === 0) return null;
    const others = new Map((await entriesOf(owner)).map((other) => [other.id, other]));
    let waiting = false;
    for (const id of entry.after) {
      const other = others.get(id);
      if (other?.state === 'failed') {
        return {
          code: 'before-failed',
          message: submissionText.beforeFailed(other.summary, other.problem?.message ?? ''),
          fieldErrors: [],
          reason: null,
        };
      }
      if (other && other.state !== 'sent') waiting = true;
    }
    return waiting ? 'waiting' : null;
  }

  /** After the lock is let go: a timer for the next entry whose backoff ends. */
  private scheduleNext(): void {
    clearTimeout(this.timer);
    if (this.owner === null || !this.deps.isOnline()) return;
    const waits = this.entries
      .filter((entry) => entry.state === 'waiting' && this.senders.has(entry.kind))
      .map((entry) => entry.nextAttemptAt - this.deps.now());
    if (waits.length === 0) return;
    this.timer = setTimeout(
      () => {
        this.pump();
      },
      Math.max(0, Math.min(...waits)),
    );
  }

  /** One attempt: the entry ends sent, failed, or waiting for its next try, unless it went meanwhile. */
  private async attempt(queued: OutboxEntry): Promise<void> {
    const sender = this.senders.get(queued.kind);
    if (!sender) return;
    const attemptId = newRequestId();
    const taken = await compareAndSet(
      queued.id,
      (entry) => entry.state === queued.state && entry.attemptId === queued.attemptId,
      (entry) => ({ ...entry, state: 'sending', attempts: entry.attempts + 1, attemptId }),
    );
    if (!taken?.after) return;
    let entry = taken.after;
    const id = entry.id;
    await this.changed();
    const ours = (current: OutboxEntry) => current.state === 'sending' && current.attemptId === attemptId;
    const context: SendContext = {
      update: async (change) => {
        const done = await compareAndSet(id, ours, (current) => ({ ...current, ...change }) as OutboxEntry);
        if (!done?.after) throw new EntryGoneError();
        entry = done.after;
      },
      readBytes: async () => {
        const bytes = await readBytes(id);
        if (!bytes) throw new EntryGoneError();
        return bytes;
      },
      onProgress: (percent) => {
        this.progress.set(id, percent);
        this.emit();
      },
    };
    try {
      const result = await sender(entry, context);
      await compareAndSet(id, ours, (current) => ({
        ...current,
        state: 'sent',
        result,
        sentAt: this.deps.now(),
        problem: undefined,
        attemptId: undefined,
      }));
      // A call may have waited for this photo: its lane looks again (it stopped while it waited).
      if (queued.kind === 'upload' && this.holding) this.startLanes();
    } catch (error) {
      if (!(error instanceof EntryGoneError)) {
        const online = this.deps.isOnline();
        const transient = isTransient(error, online);
        const problem = problemOf(error, online);
        await compareAndSet(id, ours, (current) =>
          transient
            ? {
                ...current,
                state: 'waiting',
                nextAttemptAt: this.deps.now() + backoffMs(current.attempts),
                problem,
                attemptId: undefined,
              }
            : { ...current, state: 'failed', problem, attemptId: undefined },
        );
      }
    }
    this.progress.delete(id);
    await this.changed();
  }

  /** Something changed in the queue: read it again here, and tell the other tabs. */
  private async changed(): Promise<void> {
    this.channel?.postMessage('changed');
    await this.reload();
  }

  private async reload(): Promise<void> {
    const owner = this.owner;
    const ticket = ++this.reloads;
    const entries = owner === null ? [] : await entriesOf(owner);
    // An older read that finished late never overwrites a newer one.
    if (owner !== this.owner || ticket < this.applied) return;
    this.applied = ticket;
    const before = new Map(this.entries.map((entry) => [entry.id, entry.state]));
    const firstLoad = !this.loaded;
    this.loaded = true;
    this.entries = entries;
    this.weak = entries.some((entry) => entry.state === 'waiting' && entry.problem?.network === true);
    this.emit();
    if (!firstLoad) {
      for (const entry of entries) {
        if (entry.state !== 'sent' || before.get(entry.id) === 'sent') continue;
        this.sentListeners.forEach((listener) => {
          listener(entry);
        });
      }
    }
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    for (const [id, watchers] of [...this.watchers]) {
      for (const watcher of [...watchers]) watcher(byId.get(id));
    }
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
